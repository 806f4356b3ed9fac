import { Card, Col, Flex, Row, Segmented, Statistic, Table, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ExportButton } from '@/components/sample-actions';
import { PageTitle } from '@/components/page-title';
import { UnderDevelopment } from '@/components/under-development';
import { T } from '@/text/ar';
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

const R = T.reports;

function Overview({ period }: { period: ReportPeriod }) {
  const s = PERIOD_SUMMARY[period];
  const cards = [
    { key: 'revenue', title: R.summary.revenue, value: T.common.sar(s.revenue) },
    { key: 'bookings', title: R.summary.bookings, value: s.bookings.toLocaleString('en-US') },
    { key: 'newClients', title: R.summary.newClients, value: s.newClients.toLocaleString('en-US') },
    { key: 'averageRating', title: R.summary.averageRating, value: `${s.averageRating} / 5` },
    { key: 'growth', title: R.summary.growth, value: `+${s.growth}%` },
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
      <Card size="small" title={<h2 className="card-heading">{R.lastSixMonths}</h2>}>
        <Table<MonthFigures>
          rowKey="monthsAgo"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={[...LAST_SIX_MONTHS]}
          columns={[
            {
              title: R.month,
              key: 'month',
              render: (_, m) => dayjs().subtract(m.monthsAgo, 'month').format('MMMM YYYY'),
            },
            {
              title: R.summary.revenue,
              dataIndex: 'revenue',
              key: 'revenue',
              render: (v: number) => <span className="nowrap">{T.common.sar(v)}</span>,
            },
            { title: R.summary.bookings, dataIndex: 'bookings', key: 'bookings' },
            { title: R.summary.newClients, dataIndex: 'newClients', key: 'newClients' },
          ]}
        />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card size="small" title={<h2 className="card-heading">{R.topServices}</h2>}>
            <Table<RankedService>
              rowKey="name"
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={TOP_SERVICES[period].slice(0, 5)}
              data-testid="top-services"
              columns={[
                { title: R.rank, key: 'rank', render: (_, __, i) => i + 1, width: 70 },
                { title: T.services.fields.name, dataIndex: 'name', key: 'name' },
                { title: R.summary.bookings, dataIndex: 'bookings', key: 'bookings' },
                {
                  title: R.summary.revenue,
                  dataIndex: 'revenue',
                  key: 'revenue',
                  render: (v: number) => <span className="nowrap">{T.common.sar(v)}</span>,
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title={<h2 className="card-heading">{R.topClients}</h2>}>
            <Table<RankedClient>
              rowKey="name"
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={TOP_CLIENTS[period].slice(0, 5)}
              columns={[
                { title: R.rank, key: 'rank', render: (_, __, i) => i + 1, width: 70 },
                { title: T.clients.fields.name, dataIndex: 'name', key: 'name' },
                { title: T.clients.fields.location, dataIndex: 'location', key: 'location' },
                { title: R.summary.bookings, dataIndex: 'bookings', key: 'bookings' },
                {
                  title: T.clients.fields.totalSpent,
                  dataIndex: 'spent',
                  key: 'spent',
                  render: (v: number) => <span className="nowrap">{T.common.sar(v)}</span>,
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
  const [period, setPeriod] = useState<ReportPeriod>('month');
  return (
    <>
      <PageTitle title={R.title} extra={<ExportButton />} />
      <Flex align="center" gap={12} wrap style={{ marginBlockEnd: 8 }}>
        <Typography.Text id="report-period-label">{R.period}</Typography.Text>
        <Segmented<ReportPeriod>
          aria-labelledby="report-period-label"
          value={period}
          onChange={setPeriod}
          options={REPORT_PERIODS.map((p) => ({ value: p, label: R.periods[p] }))}
        />
      </Flex>
      <Tabs
        defaultActiveKey="overview"
        items={(['overview', 'services', 'financial', 'clients', 'performance'] as const).map((key) => ({
          key,
          label: R.tabs[key],
          children: key === 'overview' ? <Overview period={period} /> : <UnderDevelopment />,
        }))}
      />
    </>
  );
}
