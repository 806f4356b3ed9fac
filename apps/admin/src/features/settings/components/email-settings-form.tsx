import { ExclamationCircleFilled } from '@ant-design/icons';
import { Alert, Button, Col, Flex, Form, Input, InputNumber, Popconfirm, Row, Switch, Typography } from 'antd';
import { useState } from 'react';
import type { EmailSettingsView } from '@shared/schemas';
import { LIMITS } from '@shared/schemas';
import { isolated } from '@/lib/bidi';
import { apiErrorMessage } from '@/lib/api-error';
import { ltrInput } from '@/lib/ltr';
import { useTranslation } from 'react-i18next';
import { useSaveEmailSettings, useSendTestEmail } from '../api/email-settings';
import '../text';
import { useToast } from '@/components/use-toast';

interface Values {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  sender: string;
  recipients: string;
}

const addresses = (text: string) =>
  text
    .split(/[,،\s]+/)
    .map((a) => a.trim())
    .filter(Boolean);

/**
 * The owner sets how the office's e-mail is sent: the mail server, its account, the sender and the
 * recipients; saves, sends a test e-mail and reads the result here, or turns e-mail off. The password
 * is never shown again (the server keeps it sealed): an empty field keeps it. When the server's
 * variables set the e-mail, they win, and the form says so instead. Drawn again from what was saved
 * after each save (its parent keys it by the saved settings).
 */
export function EmailSettingsForm({ settings, configured }: { settings: EmailSettingsView; configured: boolean }) {
  const { t } = useTranslation();
  const message = useToast();
  const [form] = Form.useForm<Values>();
  const { save, turnOff } = useSaveEmailSettings();
  const test = useSendTestEmail();
  const [dirty, setDirty] = useState(false);
  const saved = settings.saved;
  const text = (key: string) => t(`settings.email.form.${key}` as never);

  if (settings.source === 'environment') return <Alert type="info" showIcon title={text('fromServer')} />;

  const submit = (values: Values) =>
    save.mutate(
      {
        host: values.host.trim(),
        port: values.port,
        secure: values.secure,
        user: values.user.trim(),
        ...(values.password ? { password: values.password } : {}),
        sender: values.sender.trim(),
        recipients: addresses(values.recipients),
      },
      {
        // The screen draws the form again from what was saved (EmailSettings' key).
        onSuccess: () => void message.success(text('saved')),
      },
    );

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph style={{ margin: 0 }}>{text('intro')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        name="email-settings"
        initialValues={{
          host: saved?.host ?? '',
          port: saved?.port ?? 587,
          secure: saved?.secure ?? false,
          user: saved?.user ?? '',
          password: '',
          sender: saved?.sender ?? '',
          recipients: saved?.recipients.join(', ') ?? '',
        }}
        onValuesChange={() => setDirty(true)}
        onFinish={submit}
        disabled={save.isPending || turnOff.isPending}
      >
        <Row gutter={16}>
          <Col xs={24} md={16}>
            <Form.Item
              name="host"
              label={text('host')}
              rules={[{ required: true, whitespace: true, message: t('common.required') }]}
            >
              <Input dir="ltr" styles={ltrInput} placeholder="smtp.example.com" maxLength={253} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="port" label={text('port')} rules={[{ required: true, message: t('common.required') }]}>
              <InputNumber controls={false} min={1} max={65535} precision={0} style={{ inlineSize: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="secure" label={text('secure')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="user" label={text('user')}>
              <Input dir="ltr" styles={ltrInput} maxLength={LIMITS.email} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="password"
              label={text('password')}
              extra={saved && !saved.passwordSet && saved.user ? text('passwordAgain') : undefined}
            >
              <Input.Password
                dir="ltr"
                styles={ltrInput}
                maxLength={1024}
                autoComplete="new-password"
                placeholder={saved?.passwordSet ? text('passwordKept') : undefined}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="sender"
          label={text('sender')}
          rules={[{ required: true, type: 'email', message: t('common.invalidEmail') }]}
        >
          <Input type="email" dir="ltr" styles={ltrInput} maxLength={LIMITS.email} placeholder="office@example.com" />
        </Form.Item>
        <Form.Item
          name="recipients"
          label={text('recipients')}
          extra={text('recipientsHint')}
          rules={[{ required: true, whitespace: true, message: t('common.required') }]}
        >
          <Input dir="ltr" styles={ltrInput} placeholder="office@example.com, manager@example.com" />
        </Form.Item>
        {/* The test's answer where the buttons were: in view, however long the page. */}
        {test.isSuccess ? (
          <Alert
            type="success"
            showIcon
            role="status"
            style={{ marginBlockEnd: 12 }}
            title={t('settings.email.form.testSent', { to: isolated(test.data.to.join(', ')) })}
          />
        ) : null}
        {test.isError ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            style={{ marginBlockEnd: 12 }}
            title={apiErrorMessage('settings.errors.testEmail', test.error)}
          />
        ) : null}
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {text('save')}
          </Button>
          <Button
            onClick={() => test.mutate()}
            loading={test.isPending}
            disabled={!configured || dirty}
            title={dirty ? text('testFirst') : undefined}
          >
            {text('test')}
          </Button>
          {settings.source === 'screen' || saved ? (
            <Popconfirm
              icon={<ExclamationCircleFilled aria-hidden />}
              title={text('turnOffConfirm')}
              okText={text('turnOff')}
              okButtonProps={{ danger: true }}
              cancelText={t('common.cancel')}
              onConfirm={() =>
                turnOff.mutate(undefined, {
                  onSuccess: () => void message.success(text('turnedOff')),
                })
              }
            >
              <Button danger loading={turnOff.isPending}>
                {text('turnOff')}
              </Button>
            </Popconfirm>
          ) : null}
        </Flex>
      </Form>
    </Flex>
  );
}
