import { BellOutlined, CalendarOutlined, CreditCardOutlined, StarOutlined } from '@ant-design/icons';
import { Badge, Card, Col, Flex, Row, Statistic, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';
import { BookingsTable } from '@/features/bookings/components/bookings-table';
import { SAMPLE_BOOKINGS } from '@/features/bookings/sample-data';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { OVERVIEW_STATS, SAMPLE_NOTIFICATIONS, type NotificationType } from './sample-data';

const typeIcon: Record<NotificationType, ReactNode> = {
  booking: <CalendarOutlined aria-hidden />,
  review: <StarOutlined aria-hidden />,
  payment: <CreditCardOutlined aria-hidden />,
};
const typeColor: Record<NotificationType, string> = { booking: 'blue', review: 'gold', payment: 'green' };

const latestBookings = [...SAMPLE_BOOKINGS].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 5);

/** Overview tab: stat cards, latest bookings and notifications (fixed sample figures). */
export function Overview() {
  const { t } = useTranslation();
  const stats = [
    {
      key: 'totalClients',
      title: t('dashboard.stats.totalClients'),
      value: formatNumber(OVERVIEW_STATS.totalClients),
    },
    {
      key: 'monthlyBookings',
      title: t('dashboard.stats.monthlyBookings'),
      value: formatNumber(OVERVIEW_STATS.monthlyBookings),
    },
    {
      key: 'monthlyRevenue',
      title: t('dashboard.stats.monthlyRevenue'),
      value: t('common.sar', { amount: formatNumber(OVERVIEW_STATS.monthlyRevenue) }),
    },
    { key: 'averageRating', title: t('dashboard.stats.averageRating'), value: `${OVERVIEW_STATS.averageRating} / 5` },
  ];
  return (
    <>
      <PageTitle title={t('dashboard.tabs.overview')} />
      <Row gutter={[16, 16]}>
        {stats.map((s) => (
          <Col key={s.key} xs={24} sm={12} xl={6}>
            <Card size="small" data-testid={`stat-${s.key}`}>
              <Statistic title={s.title} value={s.value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]} style={{ marginBlockStart: 16 }}>
        <Col xs={24} xl={15}>
          <Card size="small" title={<h2 className="card-heading">{t('dashboard.latestBookings')}</h2>}>
            <BookingsTable rows={latestBookings} compact />
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <Card
            size="small"
            title={
              <h2 className="card-heading">
                <BellOutlined aria-hidden /> {t('dashboard.notifications')}
              </h2>
            }
          >
            <ul className="notification-list">
              {SAMPLE_NOTIFICATIONS.map((n) => (
                <li key={n.id}>
                  <Flex gap={10} align="start">
                    <Tag color={typeColor[n.type]} icon={typeIcon[n.type]}>
                      {t(`dashboard.notificationTypes.${n.type}`)}
                    </Tag>
                    <Flex vertical gap={2} style={{ flex: 1 }}>
                      <Typography.Text strong={!n.read}>{n.message}</Typography.Text>
                      <Typography.Text type="secondary">
                        {n.time} {n.read ? null : <Badge status="processing" text={t('dashboard.unread')} />}
                      </Typography.Text>
                    </Flex>
                  </Flex>
                </li>
              ))}
            </ul>
          </Card>
        </Col>
      </Row>
    </>
  );
}
