import { App, Card, Descriptions, Flex } from 'antd';
import { PageTitle } from '@/components/page-title';
import { formatDateTime } from '@/lib/format';
import { T } from '@/text/ar';
import { useAccount } from '../api/get-account';
import { PasswordForm } from './password-form';
import { SessionsList } from './sessions-list';

const A = T.account;
const heading = (text: string) => <h2 className="card-heading">{text}</h2>;

/** /admin/account (حسابي): who I am, my password, my sessions. */
export function AccountPage() {
  const { message } = App.useApp();
  const account = useAccount().data;
  return (
    <>
      <PageTitle title={A.title} />
      <Flex vertical gap={16} style={{ maxInlineSize: 760 }}>
        <Card title={heading(A.details)}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={A.name}>{account?.name || A.noName}</Descriptions.Item>
            <Descriptions.Item label={A.email}>
              <bdi dir="ltr">{account?.email}</bdi>
            </Descriptions.Item>
            <Descriptions.Item label={A.lastSignIn}>
              <bdi>{account?.lastSignInAt ? formatDateTime(account.lastSignInAt) : A.never}</bdi>
            </Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title={heading(A.password)}>
          <PasswordForm onDone={() => void message.success(A.passwordChanged)} />
        </Card>
        <Card title={heading(A.sessions)}>
          <SessionsList />
        </Card>
      </Flex>
    </>
  );
}
