import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import type { PortfolioItem } from '@shared/schemas';
import { PageTitle } from '@/components/page-title';
import { Pager } from '@/components/pager';
import { apiErrorMessage } from '@/lib/api-error';
import { usePageParam } from '@/lib/use-page-param';
import { T } from '@/text/ar';
import { deletePortfolioItem } from '../api/delete-portfolio-item';
import { portfolioKey, portfolioQuery } from '../api/get-portfolio';
import { PortfolioFormModal } from './portfolio-form-modal';
import { PortfolioPreview } from './portfolio-preview';

const F = T.portfolio.fields;

/** /admin/portfolio: the paged list of portfolio items with add/edit/delete/preview and image upload. */
export function PortfolioPage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [total, setTotal] = useState<number | undefined>(undefined);
  const [page, setPage] = usePageParam(total, ADMIN_PAGE_SIZE);
  const list = useQuery(portfolioQuery(page));
  const [editing, setEditing] = useState<PortfolioItem | null | undefined>(undefined);
  const [previewing, setPreviewing] = useState<PortfolioItem | null>(null);

  useEffect(() => {
    if (list.data) setTotal(list.data.total);
  }, [list.data]);

  useEffect(() => {
    if (list.isError) void message.error(apiErrorMessage('loadPortfolio', list.error));
  }, [list.isError, list.error, list.errorUpdatedAt, message]);

  const remove = useMutation({
    mutationFn: deletePortfolioItem,
    onSuccess: () => void message.success(T.portfolio.deleted),
    onError: (error) => void message.error(apiErrorMessage('deletePortfolio', error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: portfolioKey }),
  });

  function confirmDelete(item: PortfolioItem) {
    modal.confirm({
      title: T.common.confirmDeleteTitle,
      content: `${T.common.confirmDeleteText} (${item.title_ar})`,
      okText: T.common.delete,
      okButtonProps: { danger: true },
      cancelText: T.common.cancel,
      onOk: () => remove.mutateAsync(item.id).catch(() => undefined),
    });
  }

  const columns: TableColumnsType<PortfolioItem> = [
    {
      title: F.image,
      dataIndex: 'image',
      key: 'image',
      width: 96,
      render: (src: string, item) =>
        src ? <img className="thumb" src={src} alt={item.title_ar} loading="lazy" /> : T.portfolio.noImage,
    },
    {
      title: T.portfolio.titleColumn,
      key: 'title',
      render: (_, item) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{item.title_ar}</Typography.Text>
          <Typography.Text type="secondary" dir="ltr">
            {item.title_en}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: F.category,
      dataIndex: 'category',
      key: 'category',
      render: (c: PortfolioItem['category']) => T.categories[c] ?? c,
    },
    {
      title: F.date,
      dataIndex: 'date',
      key: 'date',
      render: (v: string) => (
        <bdi dir="ltr" className="nowrap">
          {v}
        </bdi>
      ),
    },
    { title: F.location_ar, dataIndex: 'location_ar', key: 'location' },
    { title: F.rating, dataIndex: 'rating', key: 'rating', render: (v: number) => `${v} / 5` },
    {
      title: F.before_after,
      dataIndex: 'before_after',
      key: 'before_after',
      render: (v: number) => (v === 1 ? <Tag color="green">{T.common.yes}</Tag> : <Tag>{T.common.no}</Tag>),
    },
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
        title={T.portfolio.title}
        extra={
          <>
            <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
              {T.common.refresh}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {T.portfolio.add}
            </Button>
          </>
        }
      />
      <Table<PortfolioItem>
        rowKey="id"
        columns={columns}
        dataSource={list.isError ? [] : (list.data?.items ?? [])}
        loading={list.isPending}
        pagination={false}
        locale={{
          emptyText: list.isError ? (
            <Typography.Text type="danger" role="alert">
              {apiErrorMessage('loadPortfolio', list.error)}
            </Typography.Text>
          ) : (
            T.portfolio.empty
          ),
        }}
        scroll={{ x: 960 }}
        size="middle"
      />
      <Pager
        page={page}
        total={list.data?.total ?? 0}
        pageSize={ADMIN_PAGE_SIZE}
        onChange={setPage}
        disabled={list.isPending}
      />
      {editing !== undefined ? (
        <PortfolioFormModal
          editing={editing}
          onClose={(saved) => {
            setEditing(undefined);
            if (saved === 'added') setPage(1);
          }}
        />
      ) : null}
      {previewing ? <PortfolioPreview item={previewing} onClose={() => setPreviewing(null)} /> : null}
    </>
  );
}
