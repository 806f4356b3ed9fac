import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { App, Button, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import type { Paged } from '@shared/schemas';
import { PageTitle } from '@/components/page-title';
import { Pager } from '@/components/pager';
import { apiErrorMessage, type ApiOperation } from '@/lib/api-error';
import { usePageParam } from '@/lib/use-page-param';
import { T } from '@/text/ar';

export type SavedAs = 'added' | 'updated';

interface Props<Item extends { id: number }, Key extends QueryKey> {
  title: string;
  addLabel: string;
  emptyText: string;
  /** The list query of one page, and the key that covers every page (dropped after a delete). */
  query: (page: number) => UseQueryOptions<Paged<Item>, Error, Paged<Item>, Key>;
  queryKey: QueryKey;
  remove: (id: number) => Promise<unknown>;
  operations: { load: ApiOperation; remove: ApiOperation };
  deletedText: string;
  /** How the confirm dialog names the item. */
  describe: (item: Item) => string;
  columns: TableColumnsType<Item>;
  scrollX: number;
  /** The add/edit modal: `editing` is null to add, the item to edit. */
  renderForm: (editing: Item | null, onClose: (saved?: SavedAs) => void) => ReactNode;
  renderPreview: (item: Item, onClose: () => void) => ReactNode;
}

/**
 * The paged admin table of SPEC.md §2 (contact messages, portfolio): 20 per page newest first,
 * previous/next, add, edit, delete after a confirm dialog, preview, and the §8 messages.
 */
export function AdminListPage<Item extends { id: number }, Key extends QueryKey = QueryKey>(props: Props<Item, Key>) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [total, setTotal] = useState<number | undefined>(undefined);
  const [page, setPage] = usePageParam(total, ADMIN_PAGE_SIZE);
  const list = useQuery(props.query(page));
  const [editing, setEditing] = useState<Item | null | undefined>(undefined);
  const [previewing, setPreviewing] = useState<Item | null>(null);
  const { load, remove: removeOperation } = props.operations;

  useEffect(() => {
    if (list.data) setTotal(list.data.total);
  }, [list.data]);

  // SPEC.md §8: a failed load shows a toast (the fixed text and the server's message) and a red row.
  useEffect(() => {
    if (list.isError) void message.error(apiErrorMessage(load, list.error));
  }, [list.isError, list.error, list.errorUpdatedAt, message, load]);

  const remove = useMutation({
    mutationFn: props.remove,
    onSuccess: () => void message.success(props.deletedText),
    onError: (error) => void message.error(apiErrorMessage(removeOperation, error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: props.queryKey }),
  });

  function confirmDelete(item: Item) {
    modal.confirm({
      title: T.common.confirmDeleteTitle,
      content: `${T.common.confirmDeleteText} (${props.describe(item)})`,
      okText: T.common.delete,
      okButtonProps: { danger: true },
      cancelText: T.common.cancel,
      onOk: () => remove.mutateAsync(item.id).catch(() => undefined),
    });
  }

  const columns: TableColumnsType<Item> = [
    ...props.columns,
    {
      title: T.common.actions,
      key: 'actions',
      render: (_, item) => (
        <Space size={4} wrap>
          <Button size="small" onClick={() => setPreviewing(item)}>
            {T.common.preview}
          </Button>
          <Button size="small" onClick={() => setEditing(item)}>
            {T.common.edit}
          </Button>
          <Button size="small" danger onClick={() => confirmDelete(item)}>
            {T.common.delete}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageTitle
        title={props.title}
        extra={
          <>
            <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
              {T.common.refresh}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {props.addLabel}
            </Button>
          </>
        }
      />
      <Table<Item>
        rowKey="id"
        columns={columns}
        dataSource={list.isError ? [] : (list.data?.items ?? [])}
        loading={list.isPending}
        pagination={false}
        locale={{
          emptyText: list.isError ? (
            <Typography.Text type="danger" role="alert">
              {apiErrorMessage(load, list.error)}
            </Typography.Text>
          ) : (
            props.emptyText
          ),
        }}
        scroll={{ x: props.scrollX }}
        size="middle"
      />
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
