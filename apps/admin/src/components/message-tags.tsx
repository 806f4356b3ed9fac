import type { MessageStatus, SpamReason, Urgency } from '@shared/constants';
import type { ContactMessage } from '@shared/schemas';
import { Tag } from '@/components/tag';
import { UserText } from '@/components/user-text';
import { useTranslation } from 'react-i18next';

/*
 * A message's tags, in colours chosen for contrast (4.5:1 in light and dark, styles.css):
 * antd's orange, gold and volcano presets read below that on their pale backgrounds.
 */

export function UrgencyTag({ urgency }: { urgency: Urgency }) {
  const { t } = useTranslation();
  return <Tag className={`status-tag status-tag-${urgency}`}>{t(`message.urgencies.${urgency}`)}</Tag>;
}

export function StatusTag({ status }: { status: MessageStatus }) {
  const { t } = useTranslation();
  return <Tag className="status-tag status-tag-status">{t(`message.statuses.${status}`)}</Tag>;
}

export function SpamTag({ reason }: { reason: SpamReason }) {
  const { t } = useTranslation();
  return <Tag className="status-tag status-tag-spam">{t(`message.spamReasons.${reason}`)}</Tag>;
}

export function UnreadTag() {
  const { t } = useTranslation();
  return <Tag className="status-tag status-tag-unread">{t('message.unread')}</Tag>;
}

/**
 * The service a message asks for, in the reader's language whatever language it was asked in; a
 * word that names no known service is shown as it was sent.
 */
export function ServiceName({ item }: { item: Pick<ContactMessage, 'service' | 'service_key'> }) {
  const { t } = useTranslation();
  if (item.service_key) return <>{t(`categories.${item.service_key}`)}</>;
  return item.service ? <UserText>{item.service}</UserText> : null;
}
