import { Card, Col, Flex, Progress, Row, Statistic, Tag, Typography } from 'antd';
import { LEAD_STATUSES } from '@shared/constants';
import type { ContactStats } from '@shared/schemas';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

function change(stats: ContactStats, t: TFunction): string {
  if (stats.previous30 === 0) return t('leads.figures.noPrevious');
  const percent = Math.round(((stats.last30 - stats.previous30) / stats.previous30) * 100);
  return t('leads.figures.change', { percent: `${percent > 0 ? '+' : ''}${percent}` });
}

/**
 * The inbox at a glance: the last 30 days against the 30 before, statuses, services, done share.
 * On a phone only the first figure shows, so the list comes first (the status tabs carry the counts).
 */
export function LeadFigures({ stats }: { stats: ContactStats | undefined }) {
  const { t } = useTranslation();
  if (!stats) return null;
  const topServices = stats.byService.slice(0, 4);
  return (
    <section aria-label={t('leads.figures.title')} style={{ marginBlockEnd: 16 }}>
      <Row gutter={[12, 12]}>
        <Col xs={24} sm={12} lg={6}>
          <Card size="small">
            <Statistic title={t('leads.figures.last30')} value={stats.last30} />
            <Typography.Text type="secondary">{change(stats, t)}</Typography.Text>
          </Card>
        </Col>
        <Col xs={0} sm={12} lg={6}>
          <Card size="small">
            <Typography.Text type="secondary">{t('leads.figures.doneShare')}</Typography.Text>
            {stats.doneShare === null ? (
              <Typography.Paragraph style={{ margin: 0 }}>{t('leads.figures.noneFinished')}</Typography.Paragraph>
            ) : (
              <Progress
                percent={Math.round(stats.doneShare * 100)}
                status="normal"
                aria-label={t('leads.figures.doneShare')}
              />
            )}
          </Card>
        </Col>
        <Col xs={0} sm={12} lg={6}>
          <Card size="small" title={t('leads.figures.byStatus')}>
            <Flex gap={6} wrap>
              {LEAD_STATUSES.map((status) => (
                <Tag key={status}>
                  {t(`leads.statuses.${status}`)}: {stats.byStatus[status]}
                </Tag>
              ))}
            </Flex>
          </Card>
        </Col>
        <Col xs={0} sm={12} lg={6}>
          <Card size="small" title={t('leads.figures.byService')} data-testid="by-service">
            <Flex gap={6} wrap>
              {topServices.map((s) => (
                <Tag key={s.service}>
                  {s.service || t('leads.figures.noService')}: {s.count}
                </Tag>
              ))}
            </Flex>
          </Card>
        </Col>
      </Row>
    </section>
  );
}
