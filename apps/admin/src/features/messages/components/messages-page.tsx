import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { ContactMessage } from '@shared/schemas';
import { AdminListPage } from '@/components/admin-list-page';
import type { DataColumn } from '@/components/data-table';
import { formatDateTime, formatRelative } from '@/lib/format';
import { useTranslation } from 'react-i18next';
import { useMessageStats } from '../api/message-stats';
import { useCan } from '@/lib/account-query';
import { useDeleteMessage } from '../api/delete-message';
import { useMessages } from '../api/get-messages';
import { useLinkedMessage } from '../use-linked-message';
import { MessageCard } from './message-card';
import { ExportButton, MessageFilters } from './message-filters';
import { MessageFigures } from './message-figures';
import { ServiceName, SpamTag, StatusTag, UrgencyTag } from '@/components/message-tags';
import { UserText } from '@/components/user-text';
import { DemoTag } from '@/components/demo-tag';
import '../text';

// The form (with its validation schema) and the side panel load when first opened: the list shows sooner.
const MessageFormModal = lazy(async () => ({ default: (await import('./message-form-modal')).MessageFormModal }));
const MessageDrawer = lazy(async () => ({ default: (await import('./message-drawer')).MessageDrawer }));

/**
 * /admin/contacts, the messages screen: figures, folders and status tabs, search and filters kept in the
 * URL, the paged list (cards on a phone) with add/edit/delete, and a side panel per message (also
 * opened by `?id=N`, the link of the office's e-mail).
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const stats = useMessageStats();
  const can = useCan();
  const [opened, setOpened] = useState<ContactMessage | null>(null);
  const [linked, closeLinked] = useLinkedMessage();

  const columns: DataColumn<ContactMessage>[] = [
    {
      title: t('message.fields.name'),
      key: 'name',
      render: (item) => (
        <>
          <Button
            type="link"
            onClick={() => setOpened(item)}
            className={item.read ? 'item-open' : 'item-open item-open-unread'}
          >
            <UserText>{item.name}</UserText>
            {!item.read ? <span className="sr-only"> ({t('message.unread')})</span> : null}
          </Button>
          <DemoTag demo={item.demo} kind="message" />
        </>
      ),
    },
    {
      title: t('message.fields.phone'),
      key: 'phone',
      render: (item) => (
        <bdi dir="ltr" className="nowrap">
          {item.phone}
        </bdi>
      ),
    },
    { title: t('message.fields.service'), key: 'service', render: (item) => <ServiceName item={item} /> },
    {
      title: t('message.fields.urgency'),
      key: 'urgency',
      render: (item) => <UrgencyTag urgency={item.urgency} />,
    },
    {
      title: t('messages.status'),
      key: 'status',
      render: (item) => (item.spam_reason ? <SpamTag reason={item.spam_reason} /> : <StatusTag status={item.status} />),
    },
    {
      title: t('message.fields.email'),
      key: 'email',
      render: (item) => (
        <bdi dir="ltr" className="nowrap">
          {item.email}
        </bdi>
      ),
    },
    {
      title: t('message.fields.created_at'),
      key: 'created_at',
      render: (item) => (
        <bdi className="nowrap" title={formatDateTime(item.created_at)}>
          {formatRelative(item.created_at)}
        </bdi>
      ),
    },
  ];

  return (
    <>
      <AdminListPage
        title={t('messages.title')}
        addLabel={t('messages.add')}
        emptyText={t('messages.empty')}
        useList={useMessages}
        useRemove={useDeleteMessage}
        calls={{ create: 'contactCreate', update: 'contactUpdate', remove: 'contactDelete' }}
        loadOperation="loadMessages"
        deletedText={t('messages.deleted')}
        describe={(item) => item.name}
        columns={columns}
        scrollX={1000}
        actions={can('contactsExport') ? <ExportButton /> : null}
        above={
          <>
            <MessageFigures stats={stats.data} />
            <MessageFilters stats={stats.data} />
          </>
        }
        rowClassName={(item) => (item.read ? '' : 'message-unread')}
        renderCard={(item, open, actions) => <MessageCard item={item} open={open} actions={actions} />}
        renderForm={(editing, onClose) => (
          <Suspense fallback={null}>
            <MessageFormModal editing={editing} onClose={onClose} />
          </Suspense>
        )}
        renderPreview={(item, onClose) => (
          <Suspense fallback={null}>
            <MessageDrawer item={item} onClose={onClose} />
          </Suspense>
        )}
      />
      <Suspense fallback={null}>
        {opened ? (
          <MessageDrawer key={opened.id} item={opened} onClose={() => setOpened(null)} />
        ) : linked ? (
          <MessageDrawer key={linked.id} item={linked} onClose={closeLinked} />
        ) : null}
      </Suspense>
    </>
  );
}
