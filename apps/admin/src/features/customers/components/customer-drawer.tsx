import { App, Button, Checkbox, Descriptions, Flex, List, Select, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { customerTelLink } from '@shared/phone';
import type { CustomerDetail } from '@shared/schemas';
import { DateTime } from '@/components/date-time';
import { SidePanel } from '@/components/side-panel';
import { UserText } from '@/components/user-text';
import { CustomerVisits } from '@/components/visits/customer-visits';
import { ScheduleVisitButton } from '@/components/visits/schedule-visit-button';
import { ServiceName, StatusTag } from '@/components/message-tags';
import { useCan } from '@/lib/account-query';
import { isolated } from '@/lib/bidi';
import { useTranslation } from 'react-i18next';
import { useCustomer, useCustomers, useMergeCustomers, useSplitCustomer } from '../api/customers';
import { CustomerStatusTag } from './customer-status-tag';
import '../text';
import { useToast } from '@/components/use-toast';

/** Another customer to merge into this one, found by name or number as the person types. */
function MergeWith({ customer, onMerged }: { customer: CustomerDetail; onMerged(): void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const message = useToast();
  const [q, setQ] = useState('');
  const found = useCustomers(1, { q }, q.trim().length >= 2);
  const merge = useMergeCustomers();
  const others = (found.data?.items ?? []).filter((c) => c.id !== customer.id);
  const confirm = (fromId: number) => {
    const from = others.find((c) => c.id === fromId);
    if (!from) return;
    modal.confirm({
      title: t('customers.detail.merge'),
      content: t('customers.detail.mergeConfirm', { from: isolated(from.name), into: isolated(customer.name) }),
      okText: t('customers.detail.merge'),
      cancelText: t('common.cancel'),
      onOk: () =>
        merge.mutateAsync({ into_id: customer.id, from_id: from.id }).then(() => {
          void message.success(t('customers.detail.mergeDone'));
          onMerged();
        }),
    });
  };
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{t('customers.detail.merge')}</Typography.Text>
      <Select<number>
        showSearch={{ filterOption: false, onSearch: setQ }}
        aria-label={t('customers.detail.mergeWith')}
        placeholder={t('customers.detail.mergeSearch')}
        loading={found.isFetching}
        value={null}
        onChange={confirm}
        options={others.map((c) => ({ value: c.id, label: `${c.name} · ${c.phones.join('، ')}` }))}
        notFoundContent={null}
        style={{ inlineSize: '100%' }}
      />
    </Flex>
  );
}

function Requests({ customer, onSplit }: { customer: CustomerDetail; onSplit(newId: number): void }) {
  const { t } = useTranslation();
  const message = useToast();
  const can = useCan();
  const split = useSplitCustomer();
  const [chosen, setChosen] = useState<number[]>([]);
  const mayMove = can('customerSplit') && customer.messages.length > 1;
  const toggle = (id: number, on: boolean) => setChosen((now) => (on ? [...now, id] : now.filter((c) => c !== id)));
  return (
    <section aria-labelledby="customer-requests-title">
      <Typography.Title level={2} id="customer-requests-title" style={{ fontSize: 16, marginBlock: '16px 8px' }}>
        {t('customers.detail.requests')}
      </Typography.Title>
      {mayMove ? <Typography.Paragraph type="secondary">{t('customers.detail.splitHint')}</Typography.Paragraph> : null}
      <List
        size="small"
        dataSource={customer.messages}
        renderItem={(m) => (
          <List.Item>
            <Flex gap={8} align="start" style={{ inlineSize: '100%' }}>
              {mayMove ? (
                <Checkbox
                  aria-label={`${t('customers.detail.chooseRequest')}: ${m.name}`}
                  checked={chosen.includes(m.id)}
                  onChange={(e) => toggle(m.id, e.target.checked)}
                />
              ) : null}
              <Flex vertical gap={4} style={{ flex: 1, minInlineSize: 0 }}>
                <Flex gap={6} wrap align="center">
                  <DateTime value={m.created_at} />
                  {m.service ? <ServiceName item={m} /> : null}
                  <StatusTag status={m.status} />
                </Flex>
                <UserText>{m.name}</UserText>
                {m.message ? <UserText block>{m.message}</UserText> : null}
                {/* As tall as a finger needs on a phone: the links of the requests are one above the other. */}
                <Link
                  to={`/contacts?id=${m.id}`}
                  style={{ display: 'inline-flex', alignItems: 'center', minBlockSize: 44, alignSelf: 'start' }}
                >
                  {t('customers.detail.openRequest')}
                </Link>
              </Flex>
            </Flex>
          </List.Item>
        )}
      />
      {mayMove ? (
        <Button
          disabled={chosen.length === 0 || chosen.length === customer.messages.length}
          loading={split.isPending}
          onClick={() =>
            split.mutate(
              { id: customer.id, contact_ids: chosen },
              {
                onSuccess: (created) => {
                  void message.success(t('customers.detail.splitDone'));
                  onSplit(created.id);
                },
              },
            )
          }
        >
          {t('customers.detail.split')}
        </Button>
      ) : null}
    </section>
  );
}

/**
 * One customer in a side panel (a full screen on a phone): names and numbers they used, their
 * requests with a link to each on the messages screen, and for managers merge and split.
 */
export function CustomerDrawer({ id, onClose, onOpen }: { id: number; onClose(): void; onOpen(id: number): void }) {
  const { t } = useTranslation();
  const can = useCan();
  const customer = useCustomer(id);
  // Gone (merged elsewhere, say): the query client has said so; close.
  useEffect(() => {
    if (customer.isError) onClose();
  }, [customer.isError, onClose]);
  const c = customer.data;
  return (
    <SidePanel title={t('customers.detail.title')} onClose={onClose}>
      {!c ? (
        <Spin />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions
            bordered
            column={1}
            size="small"
            items={[
              { key: 'name', label: t('customers.fields.name'), children: <UserText>{c.name}</UserText> },
              {
                key: 'names',
                label: t('customers.detail.names'),
                children: (
                  <Flex vertical>
                    {c.names.map((name) => (
                      <UserText key={name}>{name}</UserText>
                    ))}
                  </Flex>
                ),
              },
              {
                key: 'phones',
                label: t('customers.columns.phones'),
                children: (
                  <Flex vertical align="start">
                    {c.phones.map((phone) => (
                      // A button's height: numbers one above the other stay apart enough to tap.
                      <Button key={phone} type="link" href={customerTelLink(phone)} style={{ paddingInline: 0 }}>
                        <bdi dir="ltr">{phone}</bdi>
                      </Button>
                    ))}
                  </Flex>
                ),
              },
              {
                key: 'emails',
                label: t('customers.detail.emails'),
                children: c.emails.length ? (
                  <Flex vertical>
                    {c.emails.map((email) => (
                      <bdi key={email} dir="ltr">
                        {email}
                      </bdi>
                    ))}
                  </Flex>
                ) : (
                  '—'
                ),
              },
              { key: 'status', label: t('customers.fields.status'), children: <CustomerStatusTag status={c.status} /> },
              {
                key: 'first',
                label: t('customers.columns.firstContact'),
                children: <DateTime value={c.first_contact_at} />,
              },
              {
                key: 'last',
                label: t('customers.columns.lastContact'),
                children: <DateTime value={c.last_contact_at} />,
              },
            ]}
          />
          <div>
            <ScheduleVisitButton requests={c.messages} />
          </div>
          <CustomerVisits visits={c.visits} />
          {can('customerMerge') ? <MergeWith customer={c} onMerged={() => void customer.refetch()} /> : null}
          <Requests customer={c} onSplit={onOpen} />
        </Flex>
      )}
    </SidePanel>
  );
}
