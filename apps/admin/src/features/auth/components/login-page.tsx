import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, MailOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { LoginInput } from '@shared/schemas';
import { useAuthStore } from '@/stores/auth-store';
import { T } from '@/text/ar';
import { useLogin } from '../api/login';
import { ServerSetting } from './server-setting';
import { ltrInput } from '@/lib/ltr';

/** /admin/login: email and password, show/hide toggle, submit with a loading state. */
export function LoginPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => s.signedIn);
  const [showPassword, setShowPassword] = useState(false);
  const mutation = useLogin();

  function submit(values: LoginInput) {
    const input = { email: values.email.trim(), password: values.password };
    mutation.mutate(input, {
      onSuccess: async (data) => {
        signedIn(data.admin?.email ?? input.email);
        void message.success(T.auth.success);
        await navigate('/contacts', { replace: true });
      },
    });
  }

  return (
    <Flex component="main" align="center" justify="center" vertical gap={16} className="login-screen">
      <Card className="login-card">
        <Flex vertical align="center" gap={4} style={{ marginBlockEnd: 24 }}>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {T.brand}
          </Typography.Text>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
            {T.auth.title}
          </Typography.Title>
          <Typography.Text type="secondary">{T.auth.subtitle}</Typography.Text>
        </Flex>
        <Form<LoginInput> layout="vertical" requiredMark disabled={mutation.isPending} onFinish={submit}>
          <Form.Item
            name="email"
            label={T.auth.email}
            rules={[{ required: true, whitespace: true, message: T.auth.emailRequired }]}
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
            label={T.auth.password}
            rules={[{ required: true, message: T.auth.passwordRequired }]}
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
                  aria-label={showPassword ? T.auth.hidePassword : T.auth.showPassword}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((v) => !v)}
                />
              }
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={mutation.isPending}>
            {T.auth.submit}
          </Button>
        </Form>
        <ServerSetting />
      </Card>
    </Flex>
  );
}
