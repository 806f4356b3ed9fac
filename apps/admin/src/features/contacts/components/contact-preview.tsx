import { Descriptions, Modal, Tag } from 'antd';
import type { ContactMessage } from '@shared/schemas';
import { formatDateTime } from '@/lib/format';
import { T } from '@/text/ar';
import { urgencyColor } from './urgency';

const F = T.contacts.fields;

/** Read-only view of one contact message, the whole message text included. */
export function ContactPreview({ item, onClose }: { item: ContactMessage; onClose(): void }) {
  return (
    <Modal open title={T.contacts.previewTitle} footer={null} onCancel={onClose} width={640}>
      <Descriptions
        bordered
        column={1}
        size="small"
        items={[
          { key: 'name', label: F.name, children: item.name },
          { key: 'phone', label: F.phone, children: <bdi dir="ltr">{item.phone}</bdi> },
          { key: 'email', label: F.email, children: <bdi dir="ltr">{item.email || '—'}</bdi> },
          { key: 'service', label: F.service, children: item.service || '—' },
          {
            key: 'message',
            label: F.message,
            children: <div style={{ whiteSpace: 'pre-wrap' }}>{item.message || '—'}</div>,
          },
          { key: 'preferred_time', label: F.preferred_time, children: item.preferred_time || '—' },
          {
            key: 'urgency',
            label: F.urgency,
            children: <Tag color={urgencyColor[item.urgency]}>{T.urgency[item.urgency]}</Tag>,
          },
          { key: 'created_at', label: F.created_at, children: <bdi>{formatDateTime(item.created_at)}</bdi> },
        ]}
      />
    </Modal>
  );
}
