import { Descriptions, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { SampleRowActions } from '@/components/sample-actions';
import { T } from '@/text/ar';
import type { SampleBooking } from '../sample-data';
import { BookingPriorityTag, BookingStatusTag } from './booking-tags';

const F = T.bookings.fields;

const columns: TableColumnsType<SampleBooking> = [
  { title: F.id, dataIndex: 'id', key: 'id', render: (v: number) => <bdi dir="ltr">#{v}</bdi> },
  {
    title: F.clientName,
    key: 'client',
    width: 180,
    render: (_, b) => (
      <Flex vertical>
        <Typography.Text strong>{b.clientName}</Typography.Text>
        <Typography.Text type="secondary">
          <bdi dir="ltr" className="nowrap">
            {b.phone}
          </bdi>
        </Typography.Text>
      </Flex>
    ),
  },
  { title: F.service, dataIndex: 'service', key: 'service' },
  {
    title: F.date,
    key: 'date',
    render: (_, b) => (
      <bdi dir="ltr" className="nowrap">
        {b.date} {b.time}
      </bdi>
    ),
  },
  { title: F.status, dataIndex: 'status', key: 'status', render: (_, b) => <BookingStatusTag status={b.status} /> },
  {
    title: F.priority,
    dataIndex: 'priority',
    key: 'priority',
    render: (_, b) => <BookingPriorityTag priority={b.priority} />,
  },
  {
    title: T.common.actions,
    key: 'actions',
    fixed: 'end',
    render: (_, b) => <SampleRowActions what={`#${b.id} ${b.clientName}`} />,
  },
];

function BookingDetails({ booking: b }: { booking: SampleBooking }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'phone', label: F.phone, children: <bdi dir="ltr">{b.phone}</bdi> },
        {
          key: 'servicePrice',
          label: F.servicePrice,
          children: <span className="nowrap">{T.common.sar(b.servicePrice)}</span>,
        },
        { key: 'location', label: F.location, children: b.location },
        { key: 'assignedTeam', label: F.assignedTeam, children: b.assignedTeam },
        { key: 'email', label: F.email, children: <bdi dir="ltr">{b.email}</bdi> },
        { key: 'estimatedDuration', label: F.estimatedDuration, children: b.estimatedDuration },
        { key: 'createdAt', label: F.createdAt, children: <bdi dir="ltr">{b.createdAt}</bdi> },
        { key: 'notes', label: F.notes, children: b.notes || '—' },
      ]}
    />
  );
}

/** The bookings table, used by the bookings screen and the dashboard's latest bookings. */
export function BookingsTable({ rows, compact = false }: { rows: readonly SampleBooking[]; compact?: boolean }) {
  return (
    <Table<SampleBooking>
      rowKey="id"
      columns={
        compact ? columns.filter((c) => ['id', 'client', 'service', 'date', 'status'].includes(String(c.key))) : columns
      }
      dataSource={[...rows]}
      pagination={false}
      locale={{ emptyText: T.bookings.empty }}
      expandable={compact ? undefined : { expandedRowRender: (b) => <BookingDetails booking={b} /> }}
      scroll={{ x: 'max-content' }}
      size="middle"
    />
  );
}
