import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { signInPassword } from '@/lib/sign-in-password';
import { PasswordForm } from './password-form';
import '../text';
import { useToast } from '@/components/use-toast';

/**
 * /admin/change-password: someone else chose this person's password (a new account, a reset), so
 * they choose their own before any other screen opens.
 */
export function FirstPasswordPage({ onLogout }: { onLogout(): void }) {
  const { t } = useTranslation();
  const message = useToast();
  const navigate = useNavigate();
  // Just typed at sign-in: not asked again (a reload forgets it, and the form asks as before).
  const [current, setCurrent] = useState(() => signInPassword());
  return (
    <Flex component="main" align="center" justify="center" vertical gap={16} className="login-screen">
      <Card className="login-card">
        <Flex vertical align="center" gap={4} style={{ marginBlockEnd: 24, textAlign: 'center' }}>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {t('brand')}
          </Typography.Text>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
            {t('account.firstTitle')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('account.firstHint')}</Typography.Text>
        </Flex>
        <PasswordForm
          current={current}
          onRefused={() => setCurrent(undefined)}
          onDone={() => {
            void message.success(t('account.passwordChanged'));
            void navigate('/contacts', { replace: true });
          }}
        />
        <Button type="link" onClick={onLogout} style={{ marginBlockStart: 16, paddingInline: 0 }}>
          {t('nav.logout')}
        </Button>
      </Card>
    </Flex>
  );
}
