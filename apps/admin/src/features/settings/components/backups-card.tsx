import { Alert, Badge, Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BackupStatus } from '@shared/schemas/backups';
import { DateTime } from '@/components/date-time';
import { formatBytes, formatRelative } from '@/lib/format';
import '../text';

/** A moment as "منذ 5 دقائق — 27 نوفمبر 2026، 04:00". */
function When({ value }: { value: string }) {
  return (
    <span>
      {formatRelative(value)} — <DateTime value={value} />
    </span>
  );
}

/** A name or address of the server's, read left to right inside the Arabic page, broken anywhere on a phone. */
function ServerPath({ value }: { value: string }) {
  return (
    <bdi dir="ltr" style={{ overflowWrap: 'anywhere' }}>
      {value}
    </bdi>
  );
}

/** The last part of a path: an archive's file name, a folder's name. */
const baseName = (path: string) =>
  path
    .replace(/[\\/]+$/, '')
    .split(/[\\/]/)
    .pop() || path;

/**
 * Where the archives go, without the server's whole path (the office needs to know the place, the
 * technician has the setting): a bucket by its address, a folder of the server by its name.
 */
function Place({ where }: { where: string }) {
  const { t } = useTranslation();
  if (/^s3:\/\//.test(where)) return <ServerPath value={where} />;
  return (
    <span>
      {t('settings.backups.serverFolder')} <ServerPath value={baseName(where)} />
    </span>
  );
}

/** The settings screen's card of the automatic backups: on or off, the last one (or why it failed), the next. */
export function BackupsStatus({ backups }: { backups: BackupStatus }) {
  const { t } = useTranslation();
  const { last } = backups;
  const failed = last !== null && !last.ok;
  const items = [
    {
      key: 'state',
      label: t('settings.backups.state'),
      children: (
        <Flex wrap gap={8} align="center">
          <Badge
            status={backups.enabled ? 'success' : 'default'}
            text={
              backups.enabled ? t('settings.backups.on', { count: backups.every_hours }) : t('settings.backups.off')
            }
          />
          {backups.running ? <Tag color="processing">{t('settings.backups.running')}</Tag> : null}
        </Flex>
      ),
    },
    {
      key: 'last',
      label: t('settings.backups.last'),
      children: last ? (
        <Flex vertical gap={4} data-testid="last-backup">
          <Typography.Text type={last.ok ? 'success' : 'danger'} strong>
            {last.ok ? t('settings.backups.ok') : t('settings.backups.failed')}
          </Typography.Text>
          <When value={last.finished_at} />
        </Flex>
      ) : (
        t('settings.backups.none')
      ),
    },
    ...(last?.ok
      ? [
          { key: 'size', label: t('settings.backups.size'), children: formatBytes(last.bytes ?? 0) },
          { key: 'file', label: t('settings.backups.file'), children: <ServerPath value={baseName(last.where)} /> },
        ]
      : []),
    ...(failed
      ? [
          {
            key: 'reason',
            label: t('settings.backups.reason'),
            children: (
              <Flex vertical gap={4}>
                <Typography.Text type="danger">
                  {t(`settings.backups.reasons.${last.reason ?? 'other'}`)}
                </Typography.Text>
                {/* The server's own words (English, never a secret). */}
                <Typography.Text type="secondary">
                  <ServerPath value={last.error} />
                </Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'lastGood',
            label: t('settings.backups.lastGood'),
            children: backups.last_success_at ? (
              <When value={backups.last_success_at} />
            ) : (
              t('settings.backups.noneGood')
            ),
          },
        ]
      : []),
    ...(backups.next_at
      ? [{ key: 'next', label: t('settings.backups.next'), children: <When value={backups.next_at} /> }]
      : []),
    ...(backups.where
      ? [
          { key: 'where', label: t('settings.backups.where'), children: <Place where={backups.where} /> },
          {
            key: 'keep',
            label: t('settings.backups.keep'),
            children: t('settings.backups.keepCount', { count: backups.keep }),
          },
        ]
      : []),
  ];
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph style={{ margin: 0 }}>{t('settings.backups.intro')}</Typography.Paragraph>
      {backups.enabled ? null : <Alert type="info" showIcon title={t('settings.backups.offHint')} />}
      {failed ? (
        <Alert
          type="error"
          showIcon
          title={t('settings.backups.failedHint')}
          description={t(`settings.backups.reasons.${last.reason ?? 'other'}`)}
        />
      ) : null}
      <Descriptions bordered column={1} size="small" items={items} />
    </Flex>
  );
}
