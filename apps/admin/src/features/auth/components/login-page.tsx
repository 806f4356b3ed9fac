import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, MailOutlined } from '@ant-design/icons';
import { App, Button, Flex, Form, Input, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { LoginInput } from '@shared/schemas';
import { useAuthStore } from '@/stores/auth-store';
import { useTranslation } from 'react-i18next';
import { useLogin } from '../api/login';
import { ltrInput } from '@/lib/ltr';
import { LanguageSwitch } from '@/components/language-switch';
import { chooseBeforeSignIn, i18n } from '@/lib/i18n';

// Only the desktop app has a server setting: the browser never downloads it (nor its dialog).
const ServerSetting = lazy(async () => ({ default: (await import('./server-setting')).ServerSetting }));

/**
 * /admin/login: email and password, show/hide toggle, submit with a loading state. Plain elements with
 * antd's colours rather than Card and Typography, which would bring their tabs, skeleton, tooltip
 * and text-area code to the lightest screen of all.
 */
export function LoginPage({ onSignedIn }: { onSignedIn?(): Promise<void> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => s.signedIn);
  const [showPassword, setShowPassword] = useState(false);
  const mutation = useLogin();
  const { token } = theme.useToken();

  function submit(values: LoginInput) {
    const input = { email: values.email.trim(), password: values.password };
    mutation.mutate(input, {
      onSuccess: async (data) => {
        signedIn(data.admin?.email ?? input.email);
        // The account's language first, so the welcome and the first screen are already in it.
        await onSignedIn?.();
        void message.success(i18n.t('auth.success'));
        await navigate('/contacts', { replace: true });
      },
    });
  }

  return (
    <Flex component="main" align="center" justify="center" vertical gap={16} className="login-screen">
      <section
        className="login-card"
        style={{
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
          color: token.colorText,
        }}
      >
        <Flex justify="end">
          <LanguageSwitch onChosen={chooseBeforeSignIn} />
        </Flex>
        <Flex vertical align="center" gap={4} style={{ marginBlockEnd: 24 }}>
          <strong style={{ fontSize: 16 }}>{t('brand')}</strong>
          <h1 style={{ margin: 0, fontSize: 24, fontWeight: 600, color: token.colorTextHeading }}>{t('auth.title')}</h1>
          <span style={{ color: token.colorTextDescription }}>{t('auth.subtitle')}</span>
        </Flex>
        <Form<LoginInput> layout="vertical" requiredMark disabled={mutation.isPending} onFinish={submit}>
          <Form.Item
            name="email"
            label={t('auth.email')}
            rules={[{ required: true, whitespace: true, message: t('auth.emailRequired') }]}
          >
            <Input
              prefix={<MailOutlined aria-hidden />}
              autoComplete="username"
              inputMode="email"
              dir="ltr"
              styles={ltrInput}
              size="large"
              autoFocus
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('auth.password')}
            rules={[{ required: true, message: t('auth.passwordRequired') }]}
          >
            <Input
              prefix={<LockOutlined aria-hidden />}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              dir="ltr"
              styles={ltrInput}
              size="large"
              suffix={
                <Button
                  type="text"
                  size="small"
                  icon={showPassword ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
                  aria-label={showPassword ? t('auth.hidePassword') : t('auth.showPassword')}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((v) => !v)}
                />
              }
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={mutation.isPending}>
            {t('auth.submit')}
          </Button>
        </Form>
        {window.desktop ? (
          <Suspense fallback={null}>
            <ServerSetting />
          </Suspense>
        ) : null}
      </section>
    </Flex>
  );
}
