import { Card, Col, Flex, Row, Segmented, Statistic, Table, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ExportButton } from '@/components/sample-actions';
import { PageTitle } from '@/components/page-title';
import { UnderDevelopment } from '@/components/under-development';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import {
  LAST_SIX_MONTHS,
  PERIOD_SUMMARY,
  REPORT_PERIODS,
  TOP_CLIENTS,
  TOP_SERVICES,
  type MonthFigures,
  type RankedClient,
  type RankedService,
  type ReportPeriod,
} from '../sample-data';

function Overview({ period }: { period: ReportPeriod }) {
  const { t } = useTranslation();
  const s = PERIOD_SUMMARY[period];
  const cards = [
    {
      key: 'revenue',
      title: t('reports.summary.revenue'),
      value: t('common.sar', { amount: formatNumber(s.revenue) }),
    },
    { key: 'bookings', title: t('reports.summary.bookings'), value: formatNumber(s.bookings) },
    { key: 'newClients', title: t('reports.summary.newClients'), value: formatNumber(s.newClients) },
    { key: 'averageRating', title: t('reports.summary.averageRating'), value: `${s.averageRating} / 5` },
    { key: 'growth', title: t('reports.summary.growth'), value: `+${s.growth}%` },
  ];
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]} data-testid="report-summary">
        {cards.map((c) => (
          <Col key={c.key} xs={24} sm={12} lg={8} xl={{ flex: '20%' }}>
            <Card size="small">
              <Statistic title={c.title} value={c.value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title={<h2 className="card-heading">{t('reports.lastSixMonths')}</h2>}>
        <Table<MonthFigures>
          rowKey="monthsAgo"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={[...LAST_SIX_MONTHS]}
          columns={[
            {
              title: t('reports.month'),
              key: 'month',
              render: (_, m) => dayjs().subtract(m.monthsAgo, 'month').format('MMMM YYYY'),
            },
            {
              title: t('reports.summary.revenue'),
              dataIndex: 'revenue',
              key: 'revenue',
              render: (v: number) => <span className="nowrap">{t('common.sar', { amount: formatNumber(v) })}</span>,
            },
            { title: t('reports.summary.bookings'), dataIndex: 'bookings', key: 'bookings' },
            { title: t('reports.summary.newClients'), dataIndex: 'newClients', key: 'newClients' },
          ]}
        />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card size="small" title={<h2 className="card-heading">{t('reports.topServices')}</h2>}>
            <Table<RankedService>
              rowKey="name"
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={TOP_SERVICES[period].slice(0, 5)}
              data-testid="top-services"
              columns={[
                { title: t('reports.rank'), key: 'rank', render: (_, __, i) => i + 1, width: 70 },
                { title: t('services.fields.name'), dataIndex: 'name', key: 'name' },
                { title: t('reports.summary.bookings'), dataIndex: 'bookings', key: 'bookings' },
                {
                  title: t('reports.summary.revenue'),
                  dataIndex: 'revenue',
                  key: 'revenue',
                  render: (v: number) => <span className="nowrap">{t('common.sar', { amount: formatNumber(v) })}</span>,
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title={<h2 className="card-heading">{t('reports.topClients')}</h2>}>
            <Table<RankedClient>
              rowKey="name"
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={TOP_CLIENTS[period].slice(0, 5)}
              columns={[
                { title: t('reports.rank'), key: 'rank', render: (_, __, i) => i + 1, width: 70 },
                { title: t('clients.fields.name'), dataIndex: 'name', key: 'name' },
                { title: t('clients.fields.location'), dataIndex: 'location', key: 'location' },
                { title: t('reports.summary.bookings'), dataIndex: 'bookings', key: 'bookings' },
                {
                  title: t('clients.fields.totalSpent'),
                  dataIndex: 'spent',
                  key: 'spent',
                  render: (v: number) => <span className="nowrap">{t('common.sar', { amount: formatNumber(v) })}</span>,
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}

/** Reports on sample data: period selector; tabs of which only the overview is built. */
export function ReportsPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<ReportPeriod>('month');
  return (
    <>
      <PageTitle title={t('reports.title')} extra={<ExportButton />} />
      <Flex align="center" gap={12} wrap style={{ marginBlockEnd: 8 }}>
        <Typography.Text id="report-period-label">{t('reports.period')}</Typography.Text>
        <Segmented<ReportPeriod>
          aria-labelledby="report-period-label"
          value={period}
          onChange={setPeriod}
          options={REPORT_PERIODS.map((p) => ({ value: p, label: t(`reports.periods.${p}`) }))}
        />
      </Flex>
      <Tabs
        defaultActiveKey="overview"
        items={(['overview', 'services', 'financial', 'clients', 'performance'] as const).map((key) => ({
          key,
          label: t(`reports.tabs.${key}`),
          children: key === 'overview' ? <Overview period={period} /> : <UnderDevelopment />,
        }))}
      />
    </>
  );
}
