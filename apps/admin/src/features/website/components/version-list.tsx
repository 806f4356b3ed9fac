import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Card, List, Popconfirm, Tag, Typography } from 'antd';
import { sectionFieldName, type ContentSection } from '@shared/content/sections';
import type { ContentChange, ContentVersion } from '@shared/schemas/content';
import { currentLanguage } from '@/lib/i18n';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/account-query';
import { useContentVersions, useRestoreVersion } from '../api/site-content';
import { DateTime } from '@/components/date-time';
import '../text';
import { useToast } from '@/components/use-toast';

/** A changed value as the person typed it, isolated by its own direction. */
function Value({ value }: { value: unknown }) {
  const text = value === null || value === undefined ? '—' : String(value);
  return <bdi dir="auto">{text}</bdi>;
}

function Change({ section, change }: { section: ContentSection; change: ContentChange }) {
  return (
    <li>
      {sectionFieldName(section, change.field, currentLanguage())}: <Value value={change.before} /> →{' '}
      <Value value={change.after} />
    </li>
  );
}

/** The versions on the site now: each section's newest (the list comes newest first). */
function liveVersions(versions: readonly ContentVersion[]): Set<number> {
  const seen = new Set<string>();
  return new Set(
    versions.filter((version) => !seen.has(version.section) && seen.add(version.section)).map((v) => v.version),
  );
}

/**
 * Every published version, newest (the live one) first; any older one can be published again (by a
 * role that may publish).
 */
export function VersionList() {
  const { t } = useTranslation();
  const message = useToast();
  const versions = useContentVersions();
  const restore = useRestoreVersion();
  const canRestore = useCan()('contentRestore');
  const live = liveVersions(versions.data ?? []);

  const describe = (version: ContentVersion) => {
    if (version.published_by === null) return t('website.versions.installation');
    return <bdi dir="auto">{version.published_by.name || `#${version.published_by.id}`}</bdi>;
  };

  return (
    <Card title={t('website.versions.title')}>
      <List
        loading={versions.isPending}
        dataSource={versions.data ?? []}
        renderItem={(version) => (
          <List.Item
            key={version.version}
            actions={
              live.has(version.version)
                ? [
                    <Tag key="live" color="green">
                      {t('website.versions.live')}
                    </Tag>,
                  ]
                : !canRestore
                  ? []
                  : [
                      <Popconfirm
                        icon={<ExclamationCircleFilled aria-hidden />}
                        key="restore"
                        title={t('website.versions.restoreConfirm', { n: version.version })}
                        okText={t('website.versions.restore')}
                        cancelText={t('common.cancel')}
                        onConfirm={() =>
                          restore.mutate(version.version, {
                            onSuccess: () =>
                              void message.success(t('website.versions.restored', { n: version.version })),
                          })
                        }
                      >
                        <Button size="small" loading={restore.isPending && restore.variables === version.version}>
                          {t('website.versions.restore')}
                        </Button>
                      </Popconfirm>,
                    ]
            }
          >
            {/* Not List.Item.Meta: its title is an h4, out of the screen's heading order. */}
            <div>
              <Typography.Text strong>
                {t('website.versions.version')} {version.version} · {t(`website.sections.${version.section}`)} ·{' '}
                {describe(version)} · <DateTime value={version.published_at} />
              </Typography.Text>
              <Typography.Paragraph type="secondary" style={{ marginBlock: 4 }}>
                {version.restored_from !== null ? (
                  t('website.versions.restoredFrom', { n: version.restored_from })
                ) : version.changes.length === 0 ? (
                  t('website.versions.shipped')
                ) : (
                  <ul className="change-list">
                    {version.changes.map((change) => (
                      <Change key={change.field} section={version.section} change={change} />
                    ))}
                  </ul>
                )}
              </Typography.Paragraph>
            </div>
          </List.Item>
        )}
      />
    </Card>
  );
}
