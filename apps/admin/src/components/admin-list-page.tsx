import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { App, Button, Flex, Grid } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import type { Paged } from '@shared/schemas';
import { DataTable, type DataColumn } from '@/components/data-table';
import { PageTitle } from '@/components/page-title';
import { Pager } from '@/components/pager';
import type { GuardedCall } from '@shared/api/roles';
import { useCan } from '@/lib/account-query';
import { apiErrorMessage, type ApiOperation } from '@/lib/api-error';
import { usePageParam } from '@/lib/use-page-param';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/use-toast';

export type SavedAs = 'added' | 'updated';

interface Props<Item extends { id: number }> {
  title: string;
  addLabel: string;
  emptyText: string;
  /** The feature's hooks: one page of the list, and the delete (each reports its own failure). */
  useList: (page: number) => UseQueryResult<Paged<Item>>;
  useRemove: () => UseMutationResult<void, Error, number>;
  /** The calls behind add, edit and delete: a button shows only when the person's role may make its call. */
  calls: { create: GuardedCall; update: GuardedCall; remove: GuardedCall };
  /** Names the failed load in the list's red error row. */
  loadOperation: ApiOperation;
  deletedText: string;
  /** How the confirm dialog names the item. */
  describe: (item: Item) => string;
  columns: DataColumn<Item>[];
  /** The table's least width; a narrower screen scrolls it sideways. */
  scrollX: number;
  /** The add/edit modal: `editing` is null to add, the item to edit. */
  renderForm: (editing: Item | null, onClose: (saved?: SavedAs) => void) => ReactNode;
  renderPreview: (item: Item, onClose: () => void) => ReactNode;
  /** Shown between the title and the list (filters, figures). */
  above?: ReactNode;
  /** More actions beside refresh and add. */
  actions?: ReactNode;
  rowClassName?: (item: Item) => string;
  /** On a phone the list becomes these cards (no sideways scrolling); `open` shows the preview. */
  renderCard?: (item: Item, open: () => void, actions: ReactNode) => ReactNode;
}

/**
 * The paged admin table (contact messages, portfolio): 20 per page newest first, previous/next, add,
 * edit, delete after a confirm dialog, preview, and a fixed message for each failure and success.
 * Add, edit and delete show only to a role that may make their calls.
 */
export function AdminListPage<Item extends { id: number }>(props: Props<Item>) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const message = useToast();
  const [total, setTotal] = useState<number | undefined>(undefined);
  const [page, setPage] = usePageParam(total, ADMIN_PAGE_SIZE);
  // A failed load shows its toast from the query client; here it also turns the table's row red.
  const list = props.useList(page);
  const remove = props.useRemove();
  const [editing, setEditing] = useState<Item | null | undefined>(undefined);
  const [previewing, setPreviewing] = useState<Item | null>(null);
  const screens = Grid.useBreakpoint();
  const can = useCan();

  useEffect(() => {
    if (list.data) setTotal(list.data.total);
  }, [list.data]);

  function confirmDelete(item: Item) {
    modal.confirm({
      title: t('common.confirmDeleteTitle'),
      content: `${t('common.confirmDeleteText')} (${props.describe(item)})`,
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove
          .mutateAsync(item.id)
          .then(() => void message.success(props.deletedText))
          .catch(() => undefined),
    });
  }

  // On a card the delete stands apart at the row's far end, quiet, away from edit: a finger aiming
  // at "edit" on every card of a phone list should not land beside a red "delete".
  const rowActions = (item: Item, onCard = false) => (
    <Flex gap={4} wrap>
      <Button size="small" onClick={() => setPreviewing(item)}>
        {t('common.preview')}
      </Button>
      {can(props.calls.update) ? (
        <Button size="small" onClick={() => setEditing(item)}>
          {t('common.edit')}
        </Button>
      ) : null}
      {can(props.calls.remove) ? (
        <Button
          size="small"
          danger
          type={onCard ? 'text' : 'default'}
          className={onCard ? 'card-delete' : undefined}
          onClick={() => confirmDelete(item)}
        >
          {t('common.delete')}
        </Button>
      ) : null}
    </Flex>
  );
  const items = list.isError ? [] : (list.data?.items ?? []);
  const asCards = props.renderCard !== undefined && !screens.sm;
  // A failed load shows in red where the items would be, table or cards.
  const failure = list.isError ? (
    <span className="text-danger" role="alert">
      {apiErrorMessage(props.loadOperation, list.error)}
    </span>
  ) : null;

  const columns: DataColumn<Item>[] = [
    ...props.columns,
    { key: 'actions', title: t('common.actions'), render: rowActions },
  ];

  return (
    <>
      <PageTitle
        title={props.title}
        extra={
          <>
            <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void list.refetch()} loading={list.isFetching}>
              {t('common.refresh')}
            </Button>
            {props.actions}
            {can(props.calls.create) ? (
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
                {props.addLabel}
              </Button>
            ) : null}
          </>
        }
      />
      {props.above}
      {asCards ? (
        <Flex vertical gap={12} component="ul" className="list-cards" aria-busy={list.isPending}>
          {failure ??
            (items.length === 0 && !list.isPending ? (
              <span className="text-secondary">{props.emptyText}</span>
            ) : (
              items.map((item) => (
                <li key={item.id}>{props.renderCard!(item, () => setPreviewing(item), rowActions(item, true))}</li>
              ))
            ))}
        </Flex>
      ) : (
        <DataTable<Item>
          columns={columns}
          items={items}
          loading={list.isPending}
          empty={failure ?? props.emptyText}
          rowClassName={props.rowClassName}
          minWidth={props.scrollX}
          // The actions stay in view at the row's end while the other columns scroll sideways
          // (tablets, small laptops). Not on a phone: beside them the row's title would be cut to a sliver.
          stickyEnd={screens.md}
        />
      )}
      <Pager
        page={page}
        total={list.data?.total ?? 0}
        pageSize={ADMIN_PAGE_SIZE}
        onChange={setPage}
        disabled={list.isPending}
      />
      {editing !== undefined
        ? props.renderForm(editing, (saved) => {
            setEditing(undefined);
            if (saved === 'added') setPage(1);
          })
        : null}
      {previewing ? props.renderPreview(previewing, () => setPreviewing(null)) : null}
    </>
  );
}
