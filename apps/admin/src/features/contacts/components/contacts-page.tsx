import { Tag, type TableColumnsType } from 'antd';
import type { ContactMessage } from '@shared/schemas';
import { AdminListPage } from '@/components/admin-list-page';
import { formatDateTime } from '@/lib/format';
import { T } from '@/text/ar';
import { deleteContact } from '../api/delete-contact';
import { contactsKey, contactsQuery } from '../api/get-contacts';
import { ContactFormModal } from './contact-form-modal';
import { ContactPreview } from './contact-preview';
import { urgencyColor } from './urgency';

const F = T.contacts.fields;

/** /admin/contacts: the paged list of contact messages, newest first, with add/edit/delete/preview. */
export function ContactsPage() {
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
  ];

  return (
    <AdminListPage
      title={T.contacts.title}
      addLabel={T.contacts.add}
      emptyText={T.contacts.empty}
      query={contactsQuery}
      queryKey={contactsKey}
      remove={deleteContact}
      operations={{ load: 'loadContacts', remove: 'deleteContact' }}
      deletedText={T.contacts.deleted}
      describe={(item) => item.name}
      columns={columns}
      scrollX={900}
      renderForm={(editing, onClose) => <ContactFormModal editing={editing} onClose={onClose} />}
      renderPreview={(item, onClose) => <ContactPreview item={item} onClose={onClose} />}
    />
  );
}
