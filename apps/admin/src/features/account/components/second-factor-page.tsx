import { Button, Card, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SecondFactorCard } from './second-factor-card';
import '../text';

/**
 * /admin/second-factor: the owner's policy requires a second factor this person has not set up, so
 * they link an authenticator app before any other screen opens (the server refuses the rest).
 * `done`: it is on; the recovery codes may still be on screen, so the person moves on themselves.
 */
export function SecondFactorPage({ done, onLogout }: { done: boolean; onLogout(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Flex component="main" align="center" justify="center" vertical gap={16} className="login-screen">
      <Card className="login-card">
        <Flex vertical align="center" gap={4} style={{ marginBlockEnd: 24, textAlign: 'center' }}>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {t('brand')}
          </Typography.Text>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
            {t('account.secondFactor.title')}
          </Typography.Title>
        </Flex>
        <SecondFactorCard />
        <Flex gap={8} wrap style={{ marginBlockStart: 16 }}>
          {done ? (
            <Button type="primary" onClick={() => void navigate('/contacts', { replace: true })}>
              {t('account.secondFactor.continue')}
            </Button>
          ) : null}
          <Button type="link" onClick={onLogout} style={{ paddingInline: 0 }}>
            {t('nav.logout')}
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
