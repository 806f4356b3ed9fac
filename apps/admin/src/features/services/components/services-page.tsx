import { Card, Descriptions, Flex, Input, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { CATEGORIES, type Category } from '@shared/constants';
import { ExportButton, SampleRowActions } from '@/components/sample-actions';
import { PageTitle } from '@/components/page-title';
import { matchesSearch } from '@/lib/search';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { SAMPLE_SERVICES, type SampleService, type ServiceStatus } from '../sample-data';

type CategoryFilter = 'all' | Category;
const statusColor: Record<ServiceStatus, string> = { active: 'green', inactive: 'default', draft: 'orange' };
const categoryOptionsOf = (t: TFunction) => [
  { value: 'all' as const, label: t('common.all') },
  ...CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) })),
];

const columnsOf = (t: TFunction): TableColumnsType<SampleService> => [
  {
    title: t('services.fields.name'),
    key: 'name',
    render: (_, s) => <Typography.Text strong>{s.name}</Typography.Text>,
  },
  {
    title: t('services.fields.category'),
    dataIndex: 'category',
    key: 'category',
    render: (v: Category) => t(`categories.${v}`),
  },
  {
    title: t('services.fields.price'),
    dataIndex: 'price',
    key: 'price',
    render: (v: number) => <span className="nowrap">{t('common.sar', { amount: formatNumber(v) })}</span>,
  },
  { title: t('services.fields.duration'), dataIndex: 'duration', key: 'duration' },
  { title: t('services.fields.bookings'), dataIndex: 'bookings', key: 'bookings' },
  {
    title: t('services.fields.revenue'),
    dataIndex: 'revenue',
    key: 'revenue',
    render: (v: number) => <span className="nowrap">{t('common.sar', { amount: formatNumber(v) })}</span>,
  },
  {
    title: t('services.fields.rating'),
    dataIndex: 'rating',
    key: 'rating',
    render: (v: number) => (v ? `${v} / 5` : '—'),
  },
  {
    title: t('services.fields.status'),
    dataIndex: 'status',
    key: 'status',
    render: (v: ServiceStatus) => <Tag color={statusColor[v]}>{t(`services.statuses.${v}`)}</Tag>,
  },
  { title: t('common.actions'), key: 'actions', fixed: 'end', render: (_, s) => <SampleRowActions what={s.name} /> },
];

/** Service management on sample data: search and category filter. */
export function ServicesPage() {
  const { t } = useTranslation();
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
      <PageTitle title={t('services.title')} extra={<ExportButton />} />
      <Card size="small" style={{ marginBlockEnd: 16 }}>
        <Flex gap={12} wrap align="center">
          <Input.Search
            allowClear
            placeholder={t('services.searchPlaceholder')}
            aria-label={t('services.searchPlaceholder')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            style={{ maxInlineSize: 360 }}
          />
          <Select<CategoryFilter>
            aria-label={t('services.categoryFilter')}
            value={category}
            onChange={setCategory}
            options={categoryOptionsOf(t)}
            style={{ minInlineSize: 200 }}
          />
          <Typography.Text type="secondary" aria-live="polite">
            {t('common.resultCount', { n: rows.length })}
          </Typography.Text>
        </Flex>
      </Card>
      <Table<SampleService>
        rowKey="id"
        columns={columnsOf(t)}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('services.empty') }}
        expandable={{
          expandedRowRender: (s) => (
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'description', label: t('services.fields.description'), children: s.description },
                {
                  key: 'lastUpdated',
                  label: t('services.fields.lastUpdated'),
                  children: <bdi dir="ltr">{s.lastUpdated}</bdi>,
                },
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
