import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return <Tag color={statusColor[status]}>{t(`bookings.statuses.${status}`)}</Tag>;
}

export function BookingPriorityTag({ priority }: { priority: BookingPriority }) {
  const { t } = useTranslation();
  return <Tag color={priorityColor[priority]}>{t(`bookings.priorities.${priority}`)}</Tag>;
}
