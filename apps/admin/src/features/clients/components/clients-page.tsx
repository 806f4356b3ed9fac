import { Card, Descriptions, Flex, Input, Segmented, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { ExportButton, SampleRowActions } from '@/components/sample-actions';
import { PageTitle } from '@/components/page-title';
import { matchesSearch } from '@/lib/search';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { SAMPLE_CLIENTS, type ClientStatus, type SampleClient } from '../sample-data';

type StatusFilter = 'all' | Exclude<ClientStatus, 'inactive'>;
const statusFilters: StatusFilter[] = ['all', 'active', 'vip', 'new'];
const statusColor: Record<ClientStatus, string> = { active: 'green', vip: 'gold', new: 'blue', inactive: 'default' };

const columnsOf = (t: TFunction): TableColumnsType<SampleClient> => [
  {
    title: t('clients.fields.name'),
    key: 'name',
    render: (_, c) => (
      <Typography.Text strong className="nowrap">
        {c.name}
      </Typography.Text>
    ),
  },
  {
    title: t('clients.fields.phone'),
    dataIndex: 'phone',
    key: 'phone',
    render: (v: string) => (
      <bdi dir="ltr" className="nowrap">
        {v}
      </bdi>
    ),
  },
  { title: t('clients.fields.location'), dataIndex: 'location', key: 'location' },
  { title: t('clients.fields.totalBookings'), dataIndex: 'totalBookings', key: 'totalBookings' },
  {
    title: t('clients.fields.totalSpent'),
    dataIndex: 'totalSpent',
    key: 'totalSpent',
    render: (v: number) => <span className="nowrap">{t('common.sar', { amount: formatNumber(v) })}</span>,
  },
  { title: t('clients.fields.rating'), dataIndex: 'rating', key: 'rating', render: (v: number) => `${v} / 5` },
  {
    title: t('clients.fields.status'),
    dataIndex: 'status',
    key: 'status',
    render: (v: ClientStatus) => <Tag color={statusColor[v]}>{t(`clients.statuses.${v}`)}</Tag>,
  },
  { title: t('common.actions'), key: 'actions', fixed: 'end', render: (_, c) => <SampleRowActions what={c.name} /> },
];

function ClientDetails({ client }: { client: SampleClient }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: 'joinDate', label: t('clients.fields.joinDate'), children: <bdi dir="ltr">{client.joinDate}</bdi> },
        {
          key: 'lastBooking',
          label: t('clients.fields.lastBooking'),
          children: <bdi dir="ltr">{client.lastBooking}</bdi>,
        },
        { key: 'email', label: t('clients.fields.email'), children: <bdi dir="ltr">{client.email}</bdi> },
        {
          key: 'preferred',
          label: t('clients.fields.preferredServices'),
          children: client.preferredServices.join('، ') || '—',
        },
        { key: 'notes', label: t('clients.fields.notes'), children: client.notes || '—' },
      ]}
    />
  );
}

/** Client management on sample data: search and status filter (all, active, vip, new). */
export function ClientsPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const rows = useMemo(
    () =>
      SAMPLE_CLIENTS.filter(
        (c) => (status === 'all' || c.status === status) && matchesSearch(query, c.name, c.phone, c.email, c.location),
      ),
    [query, status],
  );

  return (
    <>
      <PageTitle title={t('clients.title')} extra={<ExportButton />} />
      <Card size="small" style={{ marginBlockEnd: 16 }}>
        <Flex gap={12} wrap align="center">
          <Input.Search
            allowClear
            placeholder={t('clients.searchPlaceholder')}
            aria-label={t('clients.searchPlaceholder')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            style={{ maxInlineSize: 360 }}
          />
          <Segmented<StatusFilter>
            aria-label={t('clients.statusFilter')}
            value={status}
            onChange={setStatus}
            options={statusFilters.map((s) => ({
              value: s,
              label: s === 'all' ? t('common.all') : t(`clients.statuses.${s}`),
            }))}
          />
          <Typography.Text type="secondary" aria-live="polite">
            {t('common.resultCount', { n: rows.length })}
          </Typography.Text>
        </Flex>
      </Card>
      <Table<SampleClient>
        rowKey="id"
        columns={columnsOf(t)}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('clients.empty') }}
        expandable={{ expandedRowRender: (c) => <ClientDetails client={c} /> }}
        scroll={{ x: 'max-content' }}
        size="middle"
      />
    </>
  );
}
