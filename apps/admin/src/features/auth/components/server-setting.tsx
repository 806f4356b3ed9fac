import { CloudServerOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { DesktopApi } from '@shared/desktop-api';
import { useTranslation } from 'react-i18next';
import { AntdTheme } from '@/components/antd-theme';
import { ltrInput } from '@/lib/ltr';
import { formModalProps } from '@/lib/form-modal';
import { useToast } from '@/components/use-toast';

/**
 * Only in the desktop app (window.desktop exists): shows the server the app talks to and lets staff
 * change it. In the browser it renders nothing. It brings antd to the sign-in screen (the desktop
 * app has its files on disk), so it carries its own antd theme.
 */
export function ServerSetting() {
  return (
    <AntdTheme>
      <ServerLine />
    </AntdTheme>
  );
}

function ServerLine() {
  const { t } = useTranslation();
  const desktop: DesktopApi | undefined = typeof window === 'undefined' ? undefined : window.desktop;
  const [serverUrl, setServerUrl] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!desktop) return;
    let live = true;
    desktop.getServerUrl().then(
      (url) => live && setServerUrl(url),
      () => live && setServerUrl(null),
    );
    return () => {
      live = false;
    };
  }, [desktop]);

  if (!desktop) return null;
  return (
    <Flex
      align="center"
      justify="space-between"
      gap={8}
      wrap
      style={{ marginBlockStart: 24 }}
      data-testid="server-line"
    >
      <Typography.Text type="secondary">
        <CloudServerOutlined aria-hidden /> {t('auth.server')}:{' '}
        <bdi dir="ltr">{serverUrl ?? t('auth.serverNotSet')}</bdi>
      </Typography.Text>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('auth.changeServer')}
      </Button>
      {open ? <ChangeServerModal desktop={desktop} current={serverUrl ?? ''} onClose={() => setOpen(false)} /> : null}
    </Flex>
  );
}

function ChangeServerModal({ desktop, current, onClose }: { desktop: DesktopApi; current: string; onClose(): void }) {
  const { t } = useTranslation();
  const message = useToast();
  const [form] = Form.useForm<{ url: string }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit({ url }: { url: string }) {
    setBusy(true);
    setError(null);
    try {
      const trimmed = url.trim();
      const tested = await desktop.testServer(trimmed);
      if (!tested.ok) return setError(tested.error);
      const saved = await desktop.setServerUrl(trimmed);
      if (!saved.ok) return setError(saved.error);
      void message.success(t('auth.serverSaved'));
      window.location.reload();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('auth.changeServer')}
      okText={t('auth.saveServer')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      {...formModalProps}
    >
      <Form form={form} layout="vertical" initialValues={{ url: current }} onFinish={submit}>
        <Form.Item
          name="url"
          label={t('auth.serverUrl')}
          extra={t('auth.serverUrlHint')}
          rules={[{ required: true, whitespace: true, message: t('auth.serverUrlRequired') }]}
        >
          <Input dir="ltr" styles={ltrInput} inputMode="url" autoComplete="url" placeholder="https://" />
        </Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
    </Modal>
  );
}
