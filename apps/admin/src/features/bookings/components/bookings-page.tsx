import { Card, Flex, Input, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ExportButton } from '@/components/sample-actions';
import { PageTitle } from '@/components/page-title';
import { matchesSearch } from '@/lib/search';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  BOOKING_PRIORITIES,
  BOOKING_STATUSES,
  SAMPLE_BOOKINGS,
  type BookingPriority,
  type BookingStatus,
} from '../sample-data';
import { BookingsTable } from './bookings-table';

const statusOptionsOf = (t: TFunction) => [
  { value: 'all' as const, label: t('bookings.allStatuses') },
  ...BOOKING_STATUSES.map((s) => ({ value: s, label: t(`bookings.statuses.${s}`) })),
];
const priorityOptionsOf = (t: TFunction) => [
  { value: 'all' as const, label: t('bookings.allPriorities') },
  ...BOOKING_PRIORITIES.map((p) => ({ value: p, label: t(`bookings.priorities.${p}`) })),
];

/** Booking management on sample data: search, status filter and priority filter. */
export function BookingsPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<'all' | BookingStatus>('all');
  const [priority, setPriority] = useState<'all' | BookingPriority>('all');
  const rows = useMemo(
    () =>
      SAMPLE_BOOKINGS.filter(
        (b) =>
          (status === 'all' || b.status === status) &&
          (priority === 'all' || b.priority === priority) &&
          matchesSearch(query, b.id, b.clientName, b.phone, b.service, b.location),
      ),
    [query, status, priority],
  );

  return (
    <>
      <PageTitle title={t('bookings.title')} extra={<ExportButton />} />
      <Card size="small" style={{ marginBlockEnd: 16 }}>
        <Flex gap={12} wrap align="center">
          <Input.Search
            allowClear
            placeholder={t('bookings.searchPlaceholder')}
            aria-label={t('bookings.searchPlaceholder')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            style={{ maxInlineSize: 360 }}
          />
          <Select
            aria-label={t('bookings.statusFilter')}
            value={status}
            onChange={setStatus}
            options={statusOptionsOf(t)}
            style={{ minInlineSize: 170 }}
          />
          <Select
            aria-label={t('bookings.priorityFilter')}
            value={priority}
            onChange={setPriority}
            options={priorityOptionsOf(t)}
            style={{ minInlineSize: 170 }}
          />
          <Typography.Text type="secondary" aria-live="polite">
            {t('common.resultCount', { n: rows.length })}
          </Typography.Text>
        </Flex>
      </Card>
      <BookingsTable rows={rows} />
    </>
  );
}
