import { Card, Col, Flex, Progress, Row, Statistic, Tag, Typography } from 'antd';
import { LEAD_STATUSES } from '@shared/constants';
import type { ContactStats } from '@shared/schemas';
import { T } from '@/text/ar';

const F = T.leads.figures;

function change(stats: ContactStats): string {
  if (stats.previous30 === 0) return F.noPrevious;
  return F.change(Math.round(((stats.last30 - stats.previous30) / stats.previous30) * 100));
}

/**
 * The inbox at a glance: the last 30 days against the 30 before, statuses, services, done share.
 * On a phone only the first figure shows, so the list comes first (the status tabs carry the counts).
 */
export function LeadFigures({ stats }: { stats: ContactStats | undefined }) {
  if (!stats) return null;
  const topServices = stats.byService.slice(0, 4);
  return (
    <section aria-label={F.title} style={{ marginBlockEnd: 16 }}>
      <Row gutter={[12, 12]}>
        <Col xs={24} sm={12} lg={6}>
          <Card size="small">
            <Statistic title={F.last30} value={stats.last30} />
            <Typography.Text type="secondary">{change(stats)}</Typography.Text>
          </Card>
        </Col>
        <Col xs={0} sm={12} lg={6}>
          <Card size="small">
            <Typography.Text type="secondary">{F.doneShare}</Typography.Text>
            {stats.doneShare === null ? (
              <Typography.Paragraph style={{ margin: 0 }}>{F.noneFinished}</Typography.Paragraph>
            ) : (
              <Progress percent={Math.round(stats.doneShare * 100)} status="normal" aria-label={F.doneShare} />
            )}
          </Card>
        </Col>
        <Col xs={0} sm={12} lg={6}>
          <Card size="small" title={F.byStatus}>
            <Flex gap={6} wrap>
              {LEAD_STATUSES.map((status) => (
                <Tag key={status}>
                  {T.leads.statuses[status]}: {stats.byStatus[status]}
                </Tag>
              ))}
            </Flex>
          </Card>
        </Col>
        <Col xs={0} sm={12} lg={6}>
          <Card size="small" title={F.byService}>
            <Flex gap={6} wrap>
              {topServices.map((s) => (
                <Tag key={s.service}>
                  {s.service || F.noService}: {s.count}
                </Tag>
              ))}
            </Flex>
          </Card>
        </Col>
      </Row>
    </section>
  );
}
