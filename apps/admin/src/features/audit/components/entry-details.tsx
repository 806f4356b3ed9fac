import { Typography } from 'antd';
import type { ReactNode } from 'react';
import type { AuditEntry } from '@shared/schemas';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import '../text';

/** A changed field's name: the audit's own words, else the message's or the portfolio's. */
function fieldLabel(field: string, t: TFunction): string {
  for (const group of ['audit.fields', 'message.fields', 'portfolioItem.fields'] as const) {
    const key = `${group}.${field}`;
    if (i18n.exists(key)) return t(key as never);
  }
  return field;
}
/** What a deleted record is recognised by. */
const DELETED_KEYS = ['name', 'phone', 'service', 'message', 'title_ar', 'category'];

function value(field: string, v: unknown, t: TFunction): string {
  if (v === true || v === 1) return field === 'read' || field === 'spam' ? t('common.yes') : String(v);
  if (v === false || v === 0) return field === 'read' || field === 'spam' ? t('common.no') : String(v);
  if (v === null || v === undefined || v === '') return t('audit.emptyValue');
  if (field === 'status') return t(`message.statuses.${String(v)}` as never, { defaultValue: String(v) });
  if (field === 'role') return t(`roles.${String(v)}.name` as never, { defaultValue: String(v) });
  const text = String(v);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

/**
 * The lines under an entry: before ← after of an update, what a delete removed, a note's text, the
 * role and the request of a refused call. Each
 * value is its own isolate, so an e-mail or a number never turns the arrow around.
 */
export function EntryDetails({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const d = entry.details;
  const lines: ReactNode[] = [];
  const label = (field: string) => t('audit.changeLabel', { field: fieldLabel(field, t) });
  const changes = d.changes as Record<string, [unknown, unknown]> | undefined;
  for (const [field, [before, after]] of Object.entries(changes ?? {})) {
    lines.push(
      <>
        {label(field)}
        <bdi>{value(field, before, t)}</bdi>
        {t('audit.arrow')}
        <bdi>{value(field, after, t)}</bdi>
      </>,
    );
  }
  const deleted = d.deleted as Record<string, unknown> | undefined;
  for (const key of DELETED_KEYS) {
    if (deleted?.[key] === undefined || deleted[key] === '') continue;
    lines.push(
      <>
        {label(key)}
        <bdi>{value(key, deleted[key], t)}</bdi>
      </>,
    );
  }
  if (d.reason === 'spam_retention') lines.push(t('audit.spamRetention'));
  if (entry.action === 'access.denied') {
    lines.push(
      <>
        {label('role')}
        <bdi>{value('role', d.role, t)}</bdi>
      </>,
      <>
        {t('audit.request')}
        <bdi dir="ltr">{`${String(d.method)} ${String(d.path)}`}</bdi>
      </>,
    );
  }
  if (typeof d.body === 'string') lines.push(<bdi>{t('audit.note', { body: value('body', d.body, t) })}</bdi>);
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
