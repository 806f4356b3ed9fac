import { Typography } from 'antd';
import type { ReactNode } from 'react';
import type { AuditEntry } from '@shared/schemas';
import { T } from '@/text/ar';

const FIELD_LABELS: Record<string, string> = { ...T.contacts.fields, ...T.portfolio.fields, ...T.audit.fields };
/** What a deleted record is recognised by. */
const DELETED_KEYS = ['name', 'phone', 'service', 'message', 'title_ar', 'category'];

function value(field: string, v: unknown): string {
  if (v === true || v === 1) return field === 'read' || field === 'spam' ? T.common.yes : String(v);
  if (v === false || v === 0) return field === 'read' || field === 'spam' ? T.common.no : String(v);
  if (v === null || v === undefined || v === '') return T.audit.emptyValue;
  if (field === 'status') return T.leads.statuses[v as keyof typeof T.leads.statuses] ?? String(v);
  const text = String(v);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

/**
 * The lines under an entry: before ← after of an update, what a delete removed, a note's text. Each
 * value is its own isolate, so an e-mail or a number never turns the arrow around.
 */
export function EntryDetails({ entry }: { entry: AuditEntry }) {
  const d = entry.details;
  const lines: ReactNode[] = [];
  const label = (field: string) => T.audit.changeLabel(FIELD_LABELS[field] ?? field);
  const changes = d.changes as Record<string, [unknown, unknown]> | undefined;
  for (const [field, [before, after]] of Object.entries(changes ?? {})) {
    lines.push(
      <>
        {label(field)}
        <bdi>{value(field, before)}</bdi>
        {T.audit.arrow}
        <bdi>{value(field, after)}</bdi>
      </>,
    );
  }
  const deleted = d.deleted as Record<string, unknown> | undefined;
  for (const key of DELETED_KEYS) {
    if (deleted?.[key] === undefined || deleted[key] === '') continue;
    lines.push(
      <>
        {label(key)}
        <bdi>{value(key, deleted[key])}</bdi>
      </>,
    );
  }
  if (d.reason === 'spam_retention') lines.push(T.audit.spamRetention);
  if (typeof d.body === 'string') lines.push(<bdi>{T.audit.note(value('body', d.body))}</bdi>);
  if (lines.length === 0) return null;
  return (
    <ul className="audit-details">
      {lines.map((line, i) => (
        <li key={i}>
          <Typography.Text type="secondary">{line}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}
