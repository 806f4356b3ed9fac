import { Tag } from 'antd';
import { T } from '@/text/ar';
import type { BookingPriority, BookingStatus } from '../sample-data';

const statusColor: Record<BookingStatus, string> = {
  pending: 'gold',
  confirmed: 'blue',
  'in-progress': 'cyan',
  completed: 'green',
  cancelled: 'default',
};
const priorityColor: Record<BookingPriority, string> = { normal: 'default', high: 'orange', urgent: 'red' };

export function BookingStatusTag({ status }: { status: BookingStatus }) {
  return <Tag color={statusColor[status]}>{T.bookings.statuses[status]}</Tag>;
}

export function BookingPriorityTag({ priority }: { priority: BookingPriority }) {
  return <Tag color={priorityColor[priority]}>{T.bookings.priorities[priority]}</Tag>;
}
