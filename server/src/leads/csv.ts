import type { Contact } from '../db/models';

/**
 * Cells that a spreadsheet would read as a formula (starting with = + - @, a tab or a carriage
 * return) get a leading apostrophe, OWASP's advice against CSV injection: Excel then shows the
 * text as typed and runs nothing.
 */
export function csvCell(value: string | number): string | number {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The export's columns, in order: the header and how each row fills it. Dates in ISO form. */
export const CSV_COLUMNS: { header: string; value: (c: Contact) => string | number }[] = [
  { header: 'id', value: (c) => c.id },
  { header: 'created_at', value: (c) => new Date(c.created_at).toISOString() },
  { header: 'status', value: (c) => c.status },
  { header: 'read', value: (c) => (c.read ? 1 : 0) },
  { header: 'name', value: (c) => c.name },
  { header: 'phone', value: (c) => c.phone },
  { header: 'email', value: (c) => c.email },
  { header: 'service', value: (c) => c.service },
  { header: 'urgency', value: (c) => c.urgency },
  { header: 'preferred_time', value: (c) => c.preferred_time },
  { header: 'message', value: (c) => c.message },
  { header: 'spam_reason', value: (c) => c.spam_reason },
];
