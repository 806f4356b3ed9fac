import { QueryTypes, type ModelStatic, type Sequelize } from 'sequelize';
import { CATEGORIES, type ContactSort } from '@shared/constants';
import { CONTACT_FIELD_NAMES } from '@shared/contact-fields';
import type { ContactFilters } from '@shared/schemas';
import { searchTerms } from '@shared/search-text';
import type { BoundWhere } from '../db/bound-where';
import type { Contact, ContactRow } from '../db/models';
import { officeMidnight } from '../db/time';
import { CONTACTS_VERSION_SQL, type KeptAtVersion } from './kept-at-version';

/** `%term%` for LIKE, with the wildcard characters of the term itself taken literally. */
export function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function contactWhere(filters: ContactFilters): BoundWhere {
  const bind: unknown[] = [];
  const param = (value: unknown) => {
    bind.push(value);
    return `$${bind.length}`;
  };
  const clauses = [`spam = ${param(filters.folder === 'spam' ? 1 : 0)}`];
  if (filters.status) clauses.push(`status = ${param(filters.status)}`);
  if (filters.urgency) clauses.push(`urgency = ${param(filters.urgency)}`);
  if (filters.service) {
    // A service key (cleaning, …) finds the service in both languages; any other text, that word.
    const key = (CATEGORIES as readonly string[]).includes(filters.service) ? filters.service : null;
    clauses.push(key ? `service_key = ${param(key)}` : `service = ${param(filters.service)}`);
  }
  if (filters.from) clauses.push(`created_at >= ${param(officeMidnight(filters.from))}`);
  if (filters.to) clauses.push(`created_at < ${param(officeMidnight(filters.to, 1))}`);
  for (const term of searchTerms(filters.q)) {
    clauses.push(`search_text LIKE ${param(containing(term))} ESCAPE '\\'`);
  }
  return { sql: clauses.join(' AND '), bind };
}

const ORDER: Record<ContactSort, string> = {
  newest: 'created_at DESC, id DESC',
  oldest: 'created_at ASC, id ASC',
  urgency: "CASE urgency WHEN 'emergency' THEN 0 WHEN 'urgent' THEN 1 ELSE 2 END, created_at DESC, id DESC",
};

/** What the list shows of a message (not its search text). */
const LIST_COLUMNS = [
  'id',
  ...CONTACT_FIELD_NAMES,
  'service_key',
  'customer_id',
  'created_at',
  'status',
  'read',
  'spam_reason',
  'source',
  'demo',
]
  .map((column) => `c.${column}`)
  .join(', ');

/**
 * One page of the filtered list, each row with its number of notes, and the filter's total. The
 * total is counted only when the table changed since this instance last counted that filter
 * (`KeptAtVersion`): the page's statement reads the change counter with the rows, and the count's
 * statement reads it with the count, so a kept total always belongs to the same state as the page.
 * `version` is the counter both were read at (undefined when that is not known: an empty page, or a
 * change between the two statements), for keeping the whole page.
 */
export async function findContactPage(
  sequelize: Sequelize,
  filters: ContactFilters,
  page: { limit: number; offset: number },
  totals: KeptAtVersion<number>,
): Promise<{ rows: ContactRow[]; total: number; version: unknown }> {
  const where = contactWhere(filters);
  const limit = `$${where.bind.length + 1}`;
  const offset = `$${where.bind.length + 2}`;
  // Plain rows: building a model per row cost more CPU than the rest of the call.
  const rows = await sequelize.query<ContactRow & { list_version: unknown }>(
    `SELECT ${LIST_COLUMNS}, (SELECT COUNT(*) FROM contact_notes n WHERE n.contact_id = c.id) AS notes_count,
       ${CONTACTS_VERSION_SQL} AS list_version
     FROM contacts c WHERE ${where.sql} ORDER BY ${ORDER[filters.sort]} LIMIT ${limit} OFFSET ${offset}`,
    { bind: [...where.bind, page.limit, page.offset], type: QueryTypes.SELECT },
  );
  const filter = `${where.sql}\n${JSON.stringify(where.bind)}`;
  const version = rows[0]?.list_version;
  const kept = totals.get(filter, version);
  if (kept !== undefined) return { rows, total: kept, version };
  const [counted] = await sequelize.query<{ total: number | string; version: number | string }>(
    `SELECT COUNT(*) AS total, ${CONTACTS_VERSION_SQL} AS version FROM contacts WHERE ${where.sql}`,
    { bind: where.bind, type: QueryTypes.SELECT },
  );
  const total = Number(counted?.total ?? 0);
  totals.set(filter, counted?.version, total);
  const sameState = version !== undefined && String(version) === String(counted?.version);
  return { rows, total, version: sameState ? version : undefined };
}

/**
 * Every row of the filter in order, a chunk at a time (the export streams them; memory stays flat).
 * A chunk is made into rows on the main thread in one go, so it is kept small enough that visitors'
 * requests between two chunks wait a few milliseconds, not tens.
 */
export async function* eachContact(
  sequelize: Sequelize,
  model: ModelStatic<Contact>,
  filters: ContactFilters,
  chunk = 250,
): AsyncGenerator<Contact> {
  for (let offset = 0; ; offset += chunk) {
    const { rows } = await findContactPageRows(sequelize, model, filters, { limit: chunk, offset });
    yield* rows;
    if (rows.length < chunk) return;
  }
}

async function findContactPageRows(
  sequelize: Sequelize,
  model: ModelStatic<Contact>,
  filters: ContactFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: Contact[] }> {
  const where = contactWhere(filters);
  const rows = await sequelize.query<Contact>(
    `SELECT c.* FROM contacts c WHERE ${where.sql} ORDER BY ${ORDER[filters.sort]} LIMIT $${where.bind.length + 1} OFFSET $${where.bind.length + 2}`,
    { bind: [...where.bind, page.limit, page.offset], model, mapToModel: true },
  );
  return { rows };
}
