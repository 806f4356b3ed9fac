import { Tag } from 'antd';
import type { LeadStatus, SpamReason, Urgency } from '@shared/constants';
import { T } from '@/text/ar';

/*
 * The lead desk's tags, in colours chosen for contrast (4.5:1 in light and dark, styles.css):
 * antd's orange, gold and volcano presets read below that on their pale backgrounds.
 */

export function UrgencyTag({ urgency }: { urgency: Urgency }) {
  return <Tag className={`lead-tag lead-tag-${urgency}`}>{T.urgency[urgency] ?? urgency}</Tag>;
}

export function StatusTag({ status }: { status: LeadStatus }) {
  return <Tag className="lead-tag lead-tag-status">{T.leads.statuses[status]}</Tag>;
}

export function SpamTag({ reason }: { reason: SpamReason }) {
  return <Tag className="lead-tag lead-tag-spam">{T.leads.spamReasons[reason]}</Tag>;
}

export function UnreadTag() {
  return <Tag className="lead-tag lead-tag-unread">{T.leads.unread}</Tag>;
}
