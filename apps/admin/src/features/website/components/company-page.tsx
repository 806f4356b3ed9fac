import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Row,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import isDeepStrictEqual from 'fast-deep-equal';
import { describeContentIssue } from '@shared/api-errors';
import { companySchema } from '@shared/content/company';
import type { CompanyProfile } from '@shared/company';
import { PageTitle } from '@/components/page-title';
import { errorStatus } from '@/lib/api-error';
import { currentLanguage } from '@/lib/i18n';
import { ltrInput, rtlInput } from '@/lib/ltr';
import { useTranslation } from 'react-i18next';
import { usePublish, useSaveDraft, useSiteContent } from '../api/site-content';
import { VersionList } from './version-list';

type Values = CompanyProfile;
const BILINGUAL = ['name', 'shortName', 'city', 'region', 'country', 'hours'] as const;

/**
 * The company's details as the office edits them: Arabic and English side by side (each in its own
 * direction), the numbers and e-mail left to right. Save keeps a draft (refused when someone saved
 * since, with the form kept as it is); Publish makes it live; leaving with unsaved changes asks first.
 */
export function CompanyPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const content = useSiteContent('company');
  const save = useSaveDraft('company');
  const publish = usePublish('company');
  const [edited, setEdited] = useState(false);
  const [stale, setStale] = useState(false);
  const state = content.data;

  useEffect(() => {
    if (state && !edited) form.setFieldsValue(state.draft);
  }, [state, edited, form]);

  const blocker = useBlocker(edited);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('website.leaveConfirm'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);
  useEffect(() => {
    if (!edited) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [edited]);

  if (!state) return <Skeleton active />;

  function submit(values: Values) {
    const parsed = companySchema.safeParse(values);
    if (!parsed.success) {
      const language = currentLanguage();
      form.setFields(
        parsed.error.issues.map((issue) => ({
          name: issue.path as (string | number)[],
          errors: [describeContentIssue(issue.path, issue.message, language)],
        })) as never,
      );
      // The save button is at the top: take the person to the first field at fault.
      form.scrollToField(parsed.error.issues[0]!.path as (string | number)[], { block: 'center', focus: true });
      return;
    }
    save.mutate(
      { version: state!.version, draft: parsed.data },
      {
        onSuccess: () => {
          setEdited(false);
          setStale(false);
          void message.success(t('website.saved'));
        },
        onError: (error) => setStale(errorStatus(error) === 409),
      },
    );
  }

  const waiting = !isDeepStrictEqual(state.draft, state.published);
  const status = edited ? 'unsaved' : waiting ? 'draft' : 'published';
  const pair = (field: (typeof BILINGUAL)[number]) => (
    <Row gutter={16} key={field}>
      {(['ar', 'en'] as const).map((lang) => (
        <Col xs={24} md={12} key={lang}>
          <Form.Item
            name={[field, lang]}
            label={`${t(`website.fields.${field}`)} (${t(lang === 'ar' ? 'website.arabic' : 'website.english')})`}
            required
          >
            <Input dir={lang === 'ar' ? 'rtl' : 'ltr'} lang={lang} styles={lang === 'ar' ? rtlInput : ltrInput} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );

  return (
    <>
      <PageTitle
        title={t('website.title')}
        extra={
          <>
            <Tag color={status === 'published' ? 'green' : 'orange'} className="status-tag">
              {t(`website.state.${status}`)}
            </Tag>
            <Button onClick={() => form.submit()} loading={save.isPending} disabled={!edited}>
              {t('website.save')}
            </Button>
            <Popconfirm
              title={t('website.publishConfirm')}
              okText={t('website.publish')}
              cancelText={t('common.cancel')}
              onConfirm={() =>
                publish.mutate(undefined, { onSuccess: () => void message.success(t('website.published')) })
              }
              disabled={edited || !waiting}
            >
              <Button type="primary" loading={publish.isPending} disabled={edited || !waiting}>
                {t('website.publish')}
              </Button>
            </Popconfirm>
          </>
        }
      />
      <Typography.Paragraph type="secondary">{t('website.intro')}</Typography.Paragraph>
      {stale ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBlockEnd: 16 }}
          message={t('website.stale')}
          action={
            <Button
              size="small"
              onClick={() => {
                setEdited(false);
                setStale(false);
                void content.refetch();
              }}
            >
              {t('website.reload')}
            </Button>
          }
        />
      ) : null}
      <Form<Values>
        form={form}
        layout="vertical"
        name="company-form"
        initialValues={state.draft}
        onFinish={submit}
        onValuesChange={(changed: Partial<Values>) => {
          setEdited(true);
          form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof Values, errors: [] })));
        }}
        disabled={save.isPending || publish.isPending}
      >
        <Card title={t('website.groups.names')} style={{ marginBlockEnd: 16 }}>
          {BILINGUAL.map(pair)}
        </Card>
        <Card title={t('website.groups.numbers')} style={{ marginBlockEnd: 16 }}>
          <Row gutter={16}>
            {[0, 1, 2].map((index) => (
              <Col xs={24} md={8} key={index}>
                <Form.Item
                  name={['phones', index]}
                  label={t('website.fields.phone', { n: index + 1 })}
                  extra={index === 0 ? t('website.fields.phoneHint') : undefined}
                  required
                >
                  <Input dir="ltr" styles={ltrInput} inputMode="tel" autoComplete="off" placeholder="05xxxxxxxx" />
                </Form.Item>
              </Col>
            ))}
          </Row>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="whatsapp"
                label={t('website.fields.whatsapp')}
                extra={t('website.fields.whatsappHint')}
                required
              >
                <Input dir="ltr" styles={ltrInput} inputMode="tel" autoComplete="off" placeholder="9665xxxxxxxx" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="email" label={t('website.fields.email')} required>
                <Input type="email" dir="ltr" styles={ltrInput} autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title={t('website.groups.position')} style={{ marginBlockEnd: 16 }}>
          <Row gutter={16}>
            <Col xs={12} md={8}>
              <Form.Item name={['geo', 'latitude']} label={t('website.fields.latitude')} required>
                <InputNumber dir="ltr" step={0.0001} style={{ inlineSize: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name={['geo', 'longitude']} label={t('website.fields.longitude')} required>
                <InputNumber dir="ltr" step={0.0001} style={{ inlineSize: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="foundedYear" label={t('website.fields.foundedYear')} required>
                <InputNumber dir="ltr" style={{ inlineSize: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        {/* Enter in a field saves the draft. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
      <VersionList />
    </>
  );
}
