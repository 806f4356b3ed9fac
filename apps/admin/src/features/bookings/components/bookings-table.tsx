import { Descriptions, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { SampleRowActions } from '@/components/sample-actions';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import type { SampleBooking } from '../sample-data';
import { BookingPriorityTag, BookingStatusTag } from './booking-tags';

const columnsOf = (t: TFunction): TableColumnsType<SampleBooking> => [
  { title: t('bookings.fields.id'), dataIndex: 'id', key: 'id', render: (v: number) => <bdi dir="ltr">#{v}</bdi> },
  {
    title: t('bookings.fields.clientName'),
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
  { title: t('bookings.fields.service'), dataIndex: 'service', key: 'service' },
  {
    title: t('bookings.fields.date'),
    key: 'date',
    render: (_, b) => (
      <bdi dir="ltr" className="nowrap">
        {b.date} {b.time}
      </bdi>
    ),
  },
  {
    title: t('bookings.fields.status'),
    dataIndex: 'status',
    key: 'status',
    render: (_, b) => <BookingStatusTag status={b.status} />,
  },
  {
    title: t('bookings.fields.priority'),
    dataIndex: 'priority',
    key: 'priority',
    render: (_, b) => <BookingPriorityTag priority={b.priority} />,
  },
  {
    title: t('common.actions'),
    key: 'actions',
    fixed: 'end',
    render: (_, b) => <SampleRowActions what={`#${b.id} ${b.clientName}`} />,
  },
];

function BookingDetails({ booking: b }: { booking: SampleBooking }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'phone', label: t('bookings.fields.phone'), children: <bdi dir="ltr">{b.phone}</bdi> },
        {
          key: 'servicePrice',
          label: t('bookings.fields.servicePrice'),
          children: <span className="nowrap">{t('common.sar', { amount: formatNumber(b.servicePrice) })}</span>,
        },
        { key: 'location', label: t('bookings.fields.location'), children: b.location },
        { key: 'assignedTeam', label: t('bookings.fields.assignedTeam'), children: b.assignedTeam },
        { key: 'email', label: t('bookings.fields.email'), children: <bdi dir="ltr">{b.email}</bdi> },
        { key: 'estimatedDuration', label: t('bookings.fields.estimatedDuration'), children: b.estimatedDuration },
        { key: 'createdAt', label: t('bookings.fields.createdAt'), children: <bdi dir="ltr">{b.createdAt}</bdi> },
        { key: 'notes', label: t('bookings.fields.notes'), children: b.notes || '—' },
      ]}
    />
  );
}

/** The bookings table, used by the bookings screen and the dashboard's latest bookings. */
export function BookingsTable({ rows, compact = false }: { rows: readonly SampleBooking[]; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Table<SampleBooking>
      rowKey="id"
      columns={
        compact
          ? columnsOf(t).filter((c) => ['id', 'client', 'service', 'date', 'status'].includes(String(c.key)))
          : columnsOf(t)
      }
      dataSource={[...rows]}
      pagination={false}
      locale={{ emptyText: t('bookings.empty') }}
      expandable={compact ? undefined : { expandedRowRender: (b) => <BookingDetails booking={b} /> }}
      scroll={{ x: 'max-content' }}
      size="middle"
    />
  );
}
