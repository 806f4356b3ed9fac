import { Card, Descriptions, Flex, Input, Segmented, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { ExportButton, SampleRowActions } from '@/components/sample-actions';
import { PageTitle } from '@/components/page-title';
import { matchesSearch } from '@/lib/search';
import { T } from '@/text/ar';
import { SAMPLE_CLIENTS, type ClientStatus, type SampleClient } from '../sample-data';

const C = T.clients;
const F = C.fields;
type StatusFilter = 'all' | Exclude<ClientStatus, 'inactive'>;
const statusFilters: StatusFilter[] = ['all', 'active', 'vip', 'new'];
const statusColor: Record<ClientStatus, string> = { active: 'green', vip: 'gold', new: 'blue', inactive: 'default' };

const columns: TableColumnsType<SampleClient> = [
  {
    title: F.name,
    key: 'name',
    render: (_, c) => (
      <Typography.Text strong className="nowrap">
        {c.name}
      </Typography.Text>
    ),
  },
  {
    title: F.phone,
    dataIndex: 'phone',
    key: 'phone',
    render: (v: string) => (
      <bdi dir="ltr" className="nowrap">
        {v}
      </bdi>
    ),
  },
  { title: F.location, dataIndex: 'location', key: 'location' },
  { title: F.totalBookings, dataIndex: 'totalBookings', key: 'totalBookings' },
  {
    title: F.totalSpent,
    dataIndex: 'totalSpent',
    key: 'totalSpent',
    render: (v: number) => <span className="nowrap">{T.common.sar(v)}</span>,
  },
  { title: F.rating, dataIndex: 'rating', key: 'rating', render: (v: number) => `${v} / 5` },
  {
    title: F.status,
    dataIndex: 'status',
    key: 'status',
    render: (v: ClientStatus) => <Tag color={statusColor[v]}>{C.statuses[v]}</Tag>,
  },
  { title: T.common.actions, key: 'actions', fixed: 'end', render: (_, c) => <SampleRowActions what={c.name} /> },
];

function ClientDetails({ client }: { client: SampleClient }) {
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: 'joinDate', label: F.joinDate, children: <bdi dir="ltr">{client.joinDate}</bdi> },
        { key: 'lastBooking', label: F.lastBooking, children: <bdi dir="ltr">{client.lastBooking}</bdi> },
        { key: 'email', label: F.email, children: <bdi dir="ltr">{client.email}</bdi> },
        { key: 'preferred', label: F.preferredServices, children: client.preferredServices.join('، ') || '—' },
        { key: 'notes', label: F.notes, children: client.notes || '—' },
      ]}
    />
  );
}

/** Client management on sample data: search and status filter (all, active, vip, new). */
export function ClientsPage() {
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
      <PageTitle title={C.title} extra={<ExportButton />} />
      <Card size="small" style={{ marginBlockEnd: 16 }}>
        <Flex gap={12} wrap align="center">
          <Input.Search
            allowClear
            placeholder={C.searchPlaceholder}
            aria-label={C.searchPlaceholder}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            style={{ maxInlineSize: 360 }}
          />
          <Segmented<StatusFilter>
            aria-label={C.statusFilter}
            value={status}
            onChange={setStatus}
            options={statusFilters.map((s) => ({ value: s, label: s === 'all' ? T.common.all : C.statuses[s] }))}
          />
          <Typography.Text type="secondary" aria-live="polite">
            {T.common.resultCount(rows.length)}
          </Typography.Text>
        </Flex>
      </Card>
      <Table<SampleClient>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: C.empty }}
        expandable={{ expandedRowRender: (c) => <ClientDetails client={c} /> }}
        scroll={{ x: 'max-content' }}
        size="middle"
      />
    </>
  );
}
