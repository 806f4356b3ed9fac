import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import type { NotificationStatus } from '@shared/schemas';
import { PageTitle } from '@/components/page-title';
import { formatRelative } from '@/lib/format';
import { useTranslation } from 'react-i18next';
import { useBackupStatus } from '../api/get-backup-status';
import { useNotificationStatus } from '../api/get-notification-status';
import { BackupsStatus } from './backups-card';
import { EmailSettingsForm } from './email-settings-form';
import { DateTime } from '@/components/date-time';
import '../text';

/** A moment as "منذ 5 دقائق — 2026-05-01 14:05". */
function When({ value }: { value: string }) {
  return (
    <span>
      {formatRelative(value)} — <DateTime value={value} />
    </span>
  );
}

function EmailStatus({ email }: { email: NotificationStatus['email'] }) {
  const { t } = useTranslation();
  const items = [
    {
      key: 'state',
      label: t('settings.email.state'),
      children: (
        <Badge
          status={email.configured ? 'success' : 'default'}
          text={email.configured ? t('settings.email.on') : t('settings.email.off')}
        />
      ),
    },
    ...(email.configured
      ? [
          {
            key: 'recipients',
            label: t('settings.email.recipients'),
            children: t('settings.email.recipientCount', { count: email.recipients }),
          },
        ]
      : []),
    {
      key: 'lastSent',
      label: t('settings.email.lastSent'),
      children: email.lastSentAt ? <When value={email.lastSentAt} /> : t('settings.email.neverSent'),
    },
    { key: 'waiting', label: t('settings.email.waiting'), children: email.waiting },
    {
      key: 'failing',
      label: t('settings.email.failing'),
      children: <Typography.Text type={email.failing > 0 ? 'danger' : undefined}>{email.failing}</Typography.Text>,
    },
    ...(email.lastError
      ? [
          {
            key: 'lastError',
            label: t('settings.email.lastError'),
            children: (
              <Flex vertical gap={4}>
                {/* The mail server's own words (English, no secret: the server removes the account). */}
                <bdi dir="ltr" style={{ overflowWrap: 'anywhere', alignSelf: 'flex-start' }}>
                  {email.lastError}
                </bdi>
                {email.lastFailedAt ? (
                  <Typography.Text type="secondary">
                    <When value={email.lastFailedAt} />
                  </Typography.Text>
                ) : null}
              </Flex>
            ),
          },
        ]
      : []),
  ];
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph style={{ margin: 0 }}>{t('settings.email.intro')}</Typography.Paragraph>
      {email.configured ? null : <Alert type="info" showIcon title={t('settings.email.offHint')} />}
      {email.failing > 0 ? (
        <Alert type="warning" showIcon title={t('settings.email.failingHint', { count: email.failing })} />
      ) : null}
      <Descriptions bordered column={1} size="small" items={items} />
    </Flex>
  );
}

/**
 * /admin/settings (owners): how the office is told of new messages, how it stands and how it is sent;
 * the server's automatic backups.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const status = useNotificationStatus();
  const backups = useBackupStatus();
  // Title, refresh and card share one column, so the button stays beside the card on a wide screen.
  return (
    <div style={{ maxInlineSize: 760 }}>
      <PageTitle
        title={t('settings.title')}
        extra={
          <Button
            icon={<ReloadOutlined aria-hidden />}
            onClick={() => {
              void status.refetch();
              void backups.refetch();
            }}
            loading={status.isFetching || backups.isFetching}
          >
            {t('common.refresh')}
          </Button>
        }
      />
      <Flex vertical gap={16}>
        <Card title={<h2 className="card-heading">{t('settings.email.title')}</h2>}>
          {status.data ? <EmailStatus email={status.data.email} /> : <Skeleton active paragraph={{ rows: 4 }} />}
        </Card>
        <Card title={<h2 className="card-heading">{t('settings.backups.title')}</h2>}>
          {backups.data ? <BackupsStatus backups={backups.data} /> : <Skeleton active paragraph={{ rows: 4 }} />}
        </Card>
        <Card title={<h2 className="card-heading">{t('settings.email.form.title')}</h2>}>
          {status.data ? (
            <EmailSettingsForm
              key={JSON.stringify(status.data.email.settings)}
              settings={status.data.email.settings}
              configured={status.data.email.configured}
            />
          ) : (
            <Skeleton active paragraph={{ rows: 6 }} />
          )}
        </Card>
      </Flex>
    </div>
  );
}
