import { App, Button, Card, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { T } from '@/text/ar';
import { PasswordForm } from './password-form';

const A = T.account;

/**
 * /admin/change-password: someone else chose this person's password (a new account, a reset), so
 * they choose their own before any other screen opens.
 */
export function FirstPasswordPage({ onLogout }: { onLogout(): void }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  return (
    <Flex component="main" align="center" justify="center" vertical gap={16} className="login-screen">
      <Card className="login-card">
        <Flex vertical align="center" gap={4} style={{ marginBlockEnd: 24, textAlign: 'center' }}>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {T.brand}
          </Typography.Text>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
            {A.firstTitle}
          </Typography.Title>
          <Typography.Text type="secondary">{A.firstHint}</Typography.Text>
        </Flex>
        <PasswordForm
          onDone={() => {
            void message.success(A.passwordChanged);
            void navigate('/contacts', { replace: true });
          }}
        />
        <Button type="link" onClick={onLogout} style={{ marginBlockStart: 16, paddingInline: 0 }}>
          {T.nav.logout}
        </Button>
      </Card>
    </Flex>
  );
}
