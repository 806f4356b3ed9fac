import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Grid, Table, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import type { AuditEntry } from '@shared/schemas';
import { PageTitle } from '@/components/page-title';
import { Pager } from '@/components/pager';
import { useCan } from '@/lib/account-query';
import { usePageParam } from '@/lib/use-page-param';
import { useTranslation } from 'react-i18next';
import { useAudit } from '../api/get-audit';
import { auditSentence } from '../audit-sentence';
import { AuditExportButton, AuditFilters } from './audit-filters';
import { EntryDetails } from './entry-details';
import { DateTime } from '@/components/date-time';
import '../text';

function What({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Text>{auditSentence(entry, t)}</Typography.Text>
      <EntryDetails entry={entry} />
    </>
  );
}
const when = (at: string) => <DateTime value={at} />;
const address = (v: string) => (v ? <bdi dir="ltr">{v}</bdi> : null);

/** /admin/audit (سجل النشاط): who did what, newest first, 20 a page, filtered, exported (by owners). Read-only. */
export function AuditPage() {
  const { t } = useTranslation();
  const [total, setTotal] = useState<number | undefined>(undefined);
  const [page, setPage] = usePageParam(total, ADMIN_PAGE_SIZE);
  const list = useAudit(page);
  const phone = !Grid.useBreakpoint().sm;
  const can = useCan();
  useEffect(() => {
    if (list.data) setTotal(list.data.total);
  }, [list.data]);
  const items = list.data?.items ?? [];

  const columns: TableColumnsType<AuditEntry> = [
    { title: t('audit.when'), dataIndex: 'at', key: 'at', width: 170, render: when },
    { title: t('audit.what'), key: 'what', render: (_, e) => <What entry={e} /> },
    { title: t('audit.address'), dataIndex: 'address', key: 'address', width: 150, render: address },
  ];

  return (
    <>
      <PageTitle
        title={t('audit.title')}
        extra={
          <>
            <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void list.refetch()} loading={list.isFetching}>
              {t('common.refresh')}
            </Button>
            {can('auditExport') ? <AuditExportButton /> : null}
          </>
        }
      />
      <AuditFilters />
      {phone ? (
        <Flex vertical gap={12} component="ul" className="list-cards" aria-busy={list.isPending}>
          {items.length === 0 && !list.isPending ? (
            <Typography.Text type="secondary">{t('audit.empty')}</Typography.Text>
          ) : null}
          {items.map((e) => (
            <li key={e.id}>
              <Card size="small">
                <Flex vertical gap={4}>
                  <What entry={e} />
                  <Flex gap={12} wrap>
                    <Typography.Text type="secondary">{when(e.at)}</Typography.Text>
                    <Typography.Text type="secondary">{address(e.address)}</Typography.Text>
                  </Flex>
                </Flex>
              </Card>
            </li>
          ))}
        </Flex>
      ) : (
        <Table<AuditEntry>
          rowKey="id"
          columns={columns}
          dataSource={items}
          loading={list.isPending}
          pagination={false}
          locale={{ emptyText: t('audit.empty') }}
          size="middle"
        />
      )}
      <Pager page={page} total={total ?? 0} pageSize={ADMIN_PAGE_SIZE} onChange={setPage} disabled={list.isPending} />
    </>
  );
}
