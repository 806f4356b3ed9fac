import { Button, Flex } from 'antd';
import type { CustomerSummary } from '@shared/schemas';
import { DateTime } from '@/components/date-time';
import { Panel } from '@/components/panel';
import { UserText } from '@/components/user-text';
import { useTranslation } from 'react-i18next';
import { CustomerStatusTag } from './customer-status-tag';
import '../text';

/** A customer as a card on a phone: name, status, numbers, requests and last contact; a tap opens them. */
export function CustomerCard({ customer, open }: { customer: CustomerSummary; open(): void }) {
  const { t } = useTranslation();
  return (
    <Panel className="item-card">
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="center" gap={8}>
          <Button type="link" className="item-open" onClick={open}>
            <UserText>{customer.name}</UserText>
          </Button>
          <CustomerStatusTag status={customer.status} />
        </Flex>
        <Flex gap={12} wrap className="text-secondary">
          {customer.phones.map((phone) => (
            <bdi key={phone} dir="ltr">
              {phone}
            </bdi>
          ))}
        </Flex>
        <span className="text-secondary">
          {t('customers.columns.requests')}: {customer.messages_count} · {t('customers.columns.lastContact')}:{' '}
          <DateTime value={customer.last_contact_at} />
        </span>
      </Flex>
    </Panel>
  );
}
