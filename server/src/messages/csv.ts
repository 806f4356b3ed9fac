import type { Contact } from '../db/models';

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
  // Added after the first columns, so a sheet that reads them by position still finds them.
  { header: 'service_key', value: (c) => c.service_key ?? '' },
  { header: 'source', value: (c) => c.source },
  // Whether the row is the demo's (SEED_DEMO): last, like every column added, so readers by position
  // keep working; a sheet filters the demo out on it.
  { header: 'demo', value: (c) => (c.demo ? 'yes' : 'no') },
];
