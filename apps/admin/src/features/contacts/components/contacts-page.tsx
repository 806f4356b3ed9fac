import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { ContactMessage } from '@shared/schemas';
import { AdminListPage } from '@/components/admin-list-page';
import type { DataColumn } from '@/components/data-table';
import { formatDateTime, formatRelative } from '@/lib/format';
import { useTranslation } from 'react-i18next';
import { useContactStats } from '../api/contact-stats';
import { useCan } from '@/lib/account-query';
import { useDeleteContact } from '../api/delete-contact';
import { useContacts } from '../api/get-contacts';
import { useLinkedContact } from '../use-linked-contact';
import { ContactCard } from './contact-card';
import { ExportButton, LeadFilters } from './lead-filters';
import { LeadFigures } from './lead-figures';
import { ServiceName, SpamTag, StatusTag, UrgencyTag } from '@/components/lead-tags';
import { UserText } from '@/components/user-text';
import { DemoTag } from '@/components/demo-tag';

// The form (with its validation schema) and the side panel load when first opened: the list shows sooner.
const ContactFormModal = lazy(async () => ({ default: (await import('./contact-form-modal')).ContactFormModal }));
const ContactDrawer = lazy(async () => ({ default: (await import('./contact-drawer')).ContactDrawer }));

/**
 * /admin/contacts, the lead desk: figures, folders and status tabs, search and filters kept in the
 * URL, the paged list (cards on a phone) with add/edit/delete, and a side panel per message (also
 * opened by `?id=N`, the link of the office's e-mail).
 */
export function ContactsPage() {
  const { t } = useTranslation();
  const stats = useContactStats();
  const can = useCan();
  const [opened, setOpened] = useState<ContactMessage | null>(null);
  const [linked, closeLinked] = useLinkedContact();

  const columns: DataColumn<ContactMessage>[] = [
    {
      title: t('contacts.fields.name'),
      key: 'name',
      render: (item) => (
        <>
          <Button
            type="link"
            onClick={() => setOpened(item)}
            className={item.read ? 'lead-open' : 'lead-open lead-open-unread'}
          >
            <UserText>{item.name}</UserText>
            {!item.read ? <span className="sr-only"> ({t('leads.unread')})</span> : null}
          </Button>
          <DemoTag demo={item.demo} kind="message" />
        </>
      ),
    },
    {
      title: t('contacts.fields.phone'),
      key: 'phone',
      render: (item) => (
        <bdi dir="ltr" className="nowrap">
          {item.phone}
        </bdi>
      ),
    },
    { title: t('contacts.fields.service'), key: 'service', render: (item) => <ServiceName item={item} /> },
    {
      title: t('contacts.fields.urgency'),
      key: 'urgency',
      render: (item) => <UrgencyTag urgency={item.urgency} />,
    },
    {
      title: t('leads.status'),
      key: 'status',
      render: (item) => (item.spam_reason ? <SpamTag reason={item.spam_reason} /> : <StatusTag status={item.status} />),
    },
    {
      title: t('contacts.fields.email'),
      key: 'email',
      render: (item) => (
        <bdi dir="ltr" className="nowrap">
          {item.email}
        </bdi>
      ),
    },
    {
      title: t('contacts.fields.created_at'),
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
        title={t('contacts.title')}
        addLabel={t('contacts.add')}
        emptyText={t('contacts.empty')}
        useList={useContacts}
        useRemove={useDeleteContact}
        calls={{ create: 'contactCreate', update: 'contactUpdate', remove: 'contactDelete' }}
        loadOperation="loadContacts"
        deletedText={t('contacts.deleted')}
        describe={(item) => item.name}
        columns={columns}
        scrollX={1000}
        actions={can('contactsExport') ? <ExportButton /> : null}
        above={
          <>
            <LeadFigures stats={stats.data} />
            <LeadFilters stats={stats.data} />
          </>
        }
        rowClassName={(item) => (item.read ? '' : 'lead-unread')}
        renderCard={(item, open, actions) => <ContactCard item={item} open={open} actions={actions} />}
        renderForm={(editing, onClose) => (
          <Suspense fallback={null}>
            <ContactFormModal editing={editing} onClose={onClose} />
          </Suspense>
        )}
        renderPreview={(item, onClose) => (
          <Suspense fallback={null}>
            <ContactDrawer item={item} onClose={onClose} />
          </Suspense>
        )}
      />
      <Suspense fallback={null}>
        {opened ? (
          <ContactDrawer key={opened.id} item={opened} onClose={() => setOpened(null)} />
        ) : linked ? (
          <ContactDrawer key={linked.id} item={linked} onClose={closeLinked} />
        ) : null}
      </Suspense>
    </>
  );
}
