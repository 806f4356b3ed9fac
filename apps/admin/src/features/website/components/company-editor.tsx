import { Card, Col, Form, Input, InputNumber, Row, Skeleton } from 'antd';
import type { CompanyProfile } from '@shared/company';
import { ltrInput, rtlInput } from '@/lib/ltr';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSectionEditor } from '../use-section-editor';
import { SectionForm } from './section-form';
import '../text';

const BILINGUAL = ['name', 'shortName', 'city', 'region', 'country', 'hours'] as const;

/**
 * The company's details: Arabic and English side by side (each in its own direction), the numbers
 * and e-mail left to right. `onEditor` hands the page its state (it asks before leaving).
 */
export function CompanyEditor({ onEdited }: { onEdited(section: string, edited: boolean): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CompanyProfile>();
  const editor = useSectionEditor('company', form);
  useEffect(() => onEdited('company', editor.edited), [onEdited, editor.edited]);
  if (!editor.state) return <Skeleton active />;
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
      <SectionForm editor={editor} form={form} name="company-form" intro={t('website.intro')}>
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
                <InputNumber controls={false} dir="ltr" step={0.0001} style={{ inlineSize: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name={['geo', 'longitude']} label={t('website.fields.longitude')} required>
                <InputNumber controls={false} dir="ltr" step={0.0001} style={{ inlineSize: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="foundedYear" label={t('website.fields.foundedYear')} required>
                <InputNumber controls={false} dir="ltr" style={{ inlineSize: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
      </SectionForm>
    </>
  );
}
