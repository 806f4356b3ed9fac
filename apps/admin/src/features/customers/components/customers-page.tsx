import { Button, Flex, Grid, Typography } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { ADMIN_PAGE_SIZE, type CustomerStatus } from '@shared/constants';
import type { CustomerSummary } from '@shared/schemas';
import { DataTable, type DataColumn } from '@/components/data-table';
import { DateTime } from '@/components/date-time';
import { SearchBox } from '@/components/native-fields';
import { PageTitle } from '@/components/page-title';
import { Pager } from '@/components/pager';
import { ToggleGroup } from '@/components/toggle-group';
import { UserText } from '@/components/user-text';
import { usePageParam } from '@/lib/use-page-param';
import { useQueryChange } from '@/lib/use-query-change';
import { useTranslation } from 'react-i18next';
import { useCustomers, type CustomerFilters } from '../api/customers';
import { CustomerCard } from './customer-card';
import { CustomerStatusTag } from './customer-status-tag';
import '../text';

const CustomerDrawer = lazy(async () => ({ default: (await import('./customer-drawer')).CustomerDrawer }));

/** The spec's filter of the customers screen: all, active, vip, new. */
const STATUS_FILTERS = ['all', 'active', 'vip', 'new'] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];

function useCustomerFilters(): [CustomerFilters, (change: Record<string, string | undefined>) => void] {
  const [params, change] = useQueryChange();
  const filters = useMemo((): CustomerFilters => {
    const status = params.get('status');
    return {
      q: params.get('q') ?? '',
      status: status === 'active' || status === 'vip' || status === 'new' ? status : undefined,
    };
  }, [params]);
  return [filters, change];
}

/**
 * The office's real customers: every message of one phone number is one customer's. Search, the
 * status filter and the page are in the URL; a name opens the customer with their requests.
 */
export function CustomersPage() {
  const { t } = useTranslation();
  const [filters, change] = useCustomerFilters();
  const [total, setTotal] = useState<number>();
  const [page, setPage] = usePageParam(total, ADMIN_PAGE_SIZE);
  const list = useCustomers(page, filters);
  useEffect(() => {
    if (list.data) setTotal(list.data.total);
  }, [list.data]);
  const [opened, setOpened] = useState<number | null>(null);
  const phone = !Grid.useBreakpoint().sm;
  const items = list.data?.items ?? [];
  const empty = list.isError ? (
    <span className="text-danger" role="alert">
      {t('customers.errors.loadCustomers')}
    </span>
  ) : (
    t('customers.empty')
  );

  const columns: DataColumn<CustomerSummary>[] = [
    {
      key: 'name',
      title: t('customers.fields.name'),
      render: (c) => (
        <Button type="link" className="item-open" onClick={() => setOpened(c.id)}>
          <UserText>{c.name}</UserText>
        </Button>
      ),
    },
    {
      key: 'phones',
      title: t('customers.columns.phones'),
      render: (c) => (
        <Flex vertical>
          {c.phones.map((phone) => (
            <bdi key={phone} dir="ltr" className="nowrap">
              {phone}
            </bdi>
          ))}
        </Flex>
      ),
    },
    { key: 'requests', title: t('customers.columns.requests'), render: (c) => c.messages_count },
    {
      key: 'first',
      title: t('customers.columns.firstContact'),
      render: (c) => <DateTime value={c.first_contact_at} />,
    },
    { key: 'last', title: t('customers.columns.lastContact'), render: (c) => <DateTime value={c.last_contact_at} /> },
    { key: 'status', title: t('customers.fields.status'), render: (c) => <CustomerStatusTag status={c.status} /> },
  ];

  return (
    <>
      <PageTitle title={t('customers.title')} />
      <Flex vertical gap={12} style={{ marginBlockEnd: 16 }}>
        <Flex gap={8} wrap align="center">
          <SearchBox
            label={t('customers.searchLabel')}
            placeholder={t('customers.searchWords')}
            buttonLabel={t('common.search')}
            value={filters.q}
            onSearch={(q) => change({ q })}
            style={{ flex: '1 1 18rem' }}
          />
          <ToggleGroup<StatusFilter>
            label={t('customers.statusFilter')}
            value={filters.status ?? 'all'}
            onChange={(status) => change({ status: status === 'all' ? undefined : status })}
            options={STATUS_FILTERS.map((s) => ({
              value: s,
              label: s === 'all' ? t('common.all') : t(`customers.statuses.${s as CustomerStatus}`),
            }))}
          />
        </Flex>
        <Typography.Text type="secondary">{t('customers.statusRules')}</Typography.Text>
      </Flex>
      {phone ? (
        // On a phone, cards: no sideways scrolling to reach a customer's status.
        <Flex vertical gap={12} component="ul" className="list-cards" aria-busy={list.isPending}>
          {items.length === 0 && !list.isPending ? (
            <span className="text-secondary">{empty}</span>
          ) : (
            items.map((c) => (
              <li key={c.id}>
                <CustomerCard customer={c} open={() => setOpened(c.id)} />
              </li>
            ))
          )}
        </Flex>
      ) : (
        <DataTable<CustomerSummary>
          columns={columns}
          items={items}
          loading={list.isPending}
          empty={empty}
          minWidth={760}
        />
      )}
      <Pager
        page={page}
        total={list.data?.total ?? 0}
        pageSize={ADMIN_PAGE_SIZE}
        onChange={setPage}
        disabled={list.isFetching}
      />
      {opened !== null ? (
        <Suspense fallback={null}>
          <CustomerDrawer key={opened} id={opened} onClose={() => setOpened(null)} onOpen={setOpened} />
        </Suspense>
      ) : null}
    </>
  );
}
