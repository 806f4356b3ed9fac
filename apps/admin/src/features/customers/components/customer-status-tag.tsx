import type { CustomerStatus } from '@shared/constants';
import { Tag } from '@/components/tag';
import { useTranslation } from 'react-i18next';
import '../text';

/** Where a customer stands, in the messages' tag colours (readable in light and dark). */
const TAG_CLASS: Record<CustomerStatus, string> = {
  vip: 'status-tag status-tag-urgent',
  new: 'status-tag status-tag-status',
  active: 'status-tag status-tag-normal',
  inactive: '',
};

export function CustomerStatusTag({ status }: { status: CustomerStatus }) {
  const { t } = useTranslation();
  return <Tag className={TAG_CLASS[status] || undefined}>{t(`customers.statuses.${status}`)}</Tag>;
}
