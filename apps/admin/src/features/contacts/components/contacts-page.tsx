import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import type { ContactMessage } from '@shared/schemas';
import { PageTitle } from '@/components/page-title';
import { Pager } from '@/components/pager';
import { apiErrorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { usePageParam } from '@/lib/use-page-param';
import { T } from '@/text/ar';
import { contactsKey, contactsQuery } from '../api/get-contacts';
import { deleteContact } from '../api/delete-contact';
import { ContactFormModal } from './contact-form-modal';
import { ContactPreview } from './contact-preview';
import { urgencyColor } from './urgency';

const F = T.contacts.fields;

/** /admin/contacts: the paged list of contact messages, newest first, with add/edit/delete/preview. */
export function ContactsPage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [total, setTotal] = useState<number | undefined>(undefined);
  const [page, setPage] = usePageParam(total, ADMIN_PAGE_SIZE);
  const list = useQuery(contactsQuery(page));
  const [editing, setEditing] = useState<ContactMessage | null | undefined>(undefined);
  const [previewing, setPreviewing] = useState<ContactMessage | null>(null);

  useEffect(() => {
    if (list.data) setTotal(list.data.total);
  }, [list.data]);

  // SPEC.md §8: a failed load shows a toast (the fixed text and the server's message) and a red row.
  useEffect(() => {
    if (list.isError) void message.error(apiErrorMessage('loadContacts', list.error));
  }, [list.isError, list.error, list.errorUpdatedAt, message]);

  const remove = useMutation({
    mutationFn: deleteContact,
    onSuccess: () => void message.success(T.contacts.deleted),
    onError: (error) => void message.error(apiErrorMessage('deleteContact', error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactsKey }),
  });

  function confirmDelete(item: ContactMessage) {
    modal.confirm({
      title: T.common.confirmDeleteTitle,
      content: `${T.common.confirmDeleteText} (${item.name})`,
      okText: T.common.delete,
      okButtonProps: { danger: true },
      cancelText: T.common.cancel,
      onOk: () => remove.mutateAsync(item.id).catch(() => undefined),
    });
  }

  const columns: TableColumnsType<ContactMessage> = [
    { title: F.name, dataIndex: 'name', key: 'name' },
    {
      title: F.phone,
      dataIndex: 'phone',
      key: 'phone',
      render: (v: string) => (
        <bdi dir="ltr" className="nowrap">
          {v}
        </bdi>
      ),
    },
    {
      title: F.email,
      dataIndex: 'email',
      key: 'email',
      render: (v: string) => (
        <bdi dir="ltr" className="nowrap">
          {v}
        </bdi>
      ),
    },
    { title: F.service, dataIndex: 'service', key: 'service' },
    {
      title: F.urgency,
      dataIndex: 'urgency',
      key: 'urgency',
      render: (v: ContactMessage['urgency']) => <Tag color={urgencyColor[v]}>{T.urgency[v] ?? v}</Tag>,
    },
    {
      title: F.created_at,
      dataIndex: 'created_at',
      key: 'created_at',
      render: (v: string) => <bdi className="nowrap">{formatDateTime(v)}</bdi>,
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

  const errorRow = list.isError ? (
    <Typography.Text type="danger" role="alert">
      {apiErrorMessage('loadContacts', list.error)}
    </Typography.Text>
  ) : (
    T.contacts.empty
  );

  return (
    <>
      <PageTitle
        title={T.contacts.title}
        extra={
          <>
            <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
              {T.common.refresh}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {T.contacts.add}
            </Button>
          </>
        }
      />
      <Table<ContactMessage>
        rowKey="id"
        columns={columns}
        dataSource={list.isError ? [] : (list.data?.items ?? [])}
        loading={list.isPending}
        pagination={false}
        locale={{ emptyText: errorRow }}
        scroll={{ x: 900 }}
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
        <ContactFormModal
          editing={editing}
          onClose={(saved) => {
            setEditing(undefined);
            if (saved === 'added') setPage(1);
          }}
        />
      ) : null}
      {previewing ? <ContactPreview item={previewing} onClose={() => setPreviewing(null)} /> : null}
    </>
  );
}
