import { Card, Descriptions, Flex } from 'antd';
import { PageTitle } from '@/components/page-title';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/lib/account-query';
import { NameForm } from './name-form';
import { PasswordForm } from './password-form';
import { SecondFactorCard } from './second-factor-card';
import { SessionsList } from './sessions-list';
import { DateTime } from '@/components/date-time';
import '../text';
import { useToast } from '@/components/use-toast';

const heading = (text: string) => <h2 className="card-heading">{text}</h2>;

/** /admin/account (حسابي): my name, who I am and what my role allows, my password, my sessions. */
export function AccountPage() {
  const { t } = useTranslation();
  const message = useToast();
  const account = useAccount().data;
  return (
    <>
      <PageTitle title={t('account.title')} />
      <Flex vertical gap={16} style={{ maxInlineSize: 760 }}>
        <Card title={heading(t('account.details'))}>
          {account ? <NameForm name={account.name} /> : null}
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('account.email')}>
              <bdi dir="ltr">{account?.email}</bdi>
            </Descriptions.Item>
            {account ? (
              <Descriptions.Item label={t('staffMember.role')}>
                <span>
                  {t(`roles.${account.role}.name`)}
                  <br />
                  <span className="text-secondary">{t(`roles.${account.role}.description`)}</span>
                </span>
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('account.lastSignIn')}>
              {account?.lastSignInAt ? <DateTime value={account.lastSignInAt} /> : t('staffMember.neverSignedIn')}
            </Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title={heading(t('account.password'))}>
          <PasswordForm onDone={() => void message.success(t('account.passwordChanged'))} />
        </Card>
        <Card title={heading(t('account.secondFactor.title'))}>
          <SecondFactorCard />
        </Card>
        <Card title={heading(t('account.sessions'))}>
          <SessionsList />
        </Card>
      </Flex>
    </>
  );
}
