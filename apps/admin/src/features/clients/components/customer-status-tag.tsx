import type { CustomerStatus } from '@shared/constants';
import { Tag } from '@/components/tag';
import { useTranslation } from 'react-i18next';
import '../text';

/** Where a customer stands, in the lead desk's tag colours (readable in light and dark). */
const TAG_CLASS: Record<CustomerStatus, string> = {
  vip: 'lead-tag lead-tag-urgent',
  new: 'lead-tag lead-tag-status',
  active: 'lead-tag lead-tag-normal',
  inactive: '',
};

export function CustomerStatusTag({ status }: { status: CustomerStatus }) {
  const { t } = useTranslation();
  return <Tag className={TAG_CLASS[status] || undefined}>{t(`clients.statuses.${status}`)}</Tag>;
}
