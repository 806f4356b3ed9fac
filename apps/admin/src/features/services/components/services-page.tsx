import { Card, Descriptions, Flex, Input, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { CATEGORIES, type Category } from '@shared/constants';
import { ExportButton, SampleRowActions } from '@/components/sample-actions';
import { PageTitle } from '@/components/page-title';
import { matchesSearch } from '@/lib/search';
import { T } from '@/text/ar';
import { SAMPLE_SERVICES, type SampleService, type ServiceStatus } from '../sample-data';

const S = T.services;
const F = S.fields;
type CategoryFilter = 'all' | Category;
const statusColor: Record<ServiceStatus, string> = { active: 'green', inactive: 'default', draft: 'orange' };
const categoryOptions = [
  { value: 'all' as const, label: T.common.all },
  ...CATEGORIES.map((c) => ({ value: c, label: T.categories[c] })),
];

const columns: TableColumnsType<SampleService> = [
  {
    title: F.name,
    key: 'name',
    render: (_, s) => <Typography.Text strong>{s.name}</Typography.Text>,
  },
  { title: F.category, dataIndex: 'category', key: 'category', render: (v: Category) => T.categories[v] },
  {
    title: F.price,
    dataIndex: 'price',
    key: 'price',
    render: (v: number) => <span className="nowrap">{T.common.sar(v)}</span>,
  },
  { title: F.duration, dataIndex: 'duration', key: 'duration' },
  { title: F.bookings, dataIndex: 'bookings', key: 'bookings' },
  {
    title: F.revenue,
    dataIndex: 'revenue',
    key: 'revenue',
    render: (v: number) => <span className="nowrap">{T.common.sar(v)}</span>,
  },
  { title: F.rating, dataIndex: 'rating', key: 'rating', render: (v: number) => (v ? `${v} / 5` : '—') },
  {
    title: F.status,
    dataIndex: 'status',
    key: 'status',
    render: (v: ServiceStatus) => <Tag color={statusColor[v]}>{S.statuses[v]}</Tag>,
  },
  { title: T.common.actions, key: 'actions', fixed: 'end', render: (_, s) => <SampleRowActions what={s.name} /> },
];

/** Service management on sample data: search and category filter. */
export function ServicesPage() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const rows = useMemo(
    () =>
      SAMPLE_SERVICES.filter(
        (s) => (category === 'all' || s.category === category) && matchesSearch(query, s.name, s.description),
      ),
    [query, category],
  );

  return (
    <>
      <PageTitle title={S.title} extra={<ExportButton />} />
      <Card size="small" style={{ marginBlockEnd: 16 }}>
        <Flex gap={12} wrap align="center">
          <Input.Search
            allowClear
            placeholder={S.searchPlaceholder}
            aria-label={S.searchPlaceholder}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            style={{ maxInlineSize: 360 }}
          />
          <Select<CategoryFilter>
            aria-label={S.categoryFilter}
            value={category}
            onChange={setCategory}
            options={categoryOptions}
            style={{ minInlineSize: 200 }}
          />
          <Typography.Text type="secondary" aria-live="polite">
            {T.common.resultCount(rows.length)}
          </Typography.Text>
        </Flex>
      </Card>
      <Table<SampleService>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: S.empty }}
        expandable={{
          expandedRowRender: (s) => (
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'description', label: F.description, children: s.description },
                { key: 'lastUpdated', label: F.lastUpdated, children: <bdi dir="ltr">{s.lastUpdated}</bdi> },
              ]}
            />
          ),
        }}
        scroll={{ x: 'max-content' }}
        size="middle"
      />
    </>
  );
}
