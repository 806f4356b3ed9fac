import { Card, Flex, Input, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ExportButton } from '@/components/sample-actions';
import { PageTitle } from '@/components/page-title';
import { matchesSearch } from '@/lib/search';
import { T } from '@/text/ar';
import {
  BOOKING_PRIORITIES,
  BOOKING_STATUSES,
  SAMPLE_BOOKINGS,
  type BookingPriority,
  type BookingStatus,
} from '../sample-data';
import { BookingsTable } from './bookings-table';

const B = T.bookings;
const statusOptions = [
  { value: 'all' as const, label: B.allStatuses },
  ...BOOKING_STATUSES.map((s) => ({ value: s, label: B.statuses[s] })),
];
const priorityOptions = [
  { value: 'all' as const, label: B.allPriorities },
  ...BOOKING_PRIORITIES.map((p) => ({ value: p, label: B.priorities[p] })),
];

/** Booking management on sample data: search, status filter and priority filter. */
export function BookingsPage() {
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
      <PageTitle title={B.title} extra={<ExportButton />} />
      <Card size="small" style={{ marginBlockEnd: 16 }}>
        <Flex gap={12} wrap align="center">
          <Input.Search
            allowClear
            placeholder={B.searchPlaceholder}
            aria-label={B.searchPlaceholder}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            style={{ maxInlineSize: 360 }}
          />
          <Select
            aria-label={B.statusFilter}
            value={status}
            onChange={setStatus}
            options={statusOptions}
            style={{ minInlineSize: 170 }}
          />
          <Select
            aria-label={B.priorityFilter}
            value={priority}
            onChange={setPriority}
            options={priorityOptions}
            style={{ minInlineSize: 170 }}
          />
          <Typography.Text type="secondary" aria-live="polite">
            {T.common.resultCount(rows.length)}
          </Typography.Text>
        </Flex>
      </Card>
      <BookingsTable rows={rows} />
    </>
  );
}
