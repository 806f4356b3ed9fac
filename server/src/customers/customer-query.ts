import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { ACTIVE_CUSTOMER_DAYS, NEW_CUSTOMER_DAYS, VIP_DONE_REQUESTS, type CustomerStatus } from '@shared/constants';
import type { CustomerSummary } from '@shared/schemas';
import { searchTerms } from '@shared/search-text';
import { dbTimestamp } from '../db/time';
import { containing } from '../messages/contact-query';

interface FiguresRow {
  id: number | string;
  status: CustomerStatus;
  messages_count: number | string;
  visits_count: number | string;
  first_contact_at: Date | string;
  last_contact_at: Date | string;
}

const DAY_MS = 86_400_000;

/**
 * Each customer's figures from their messages in the inbox (spam belongs to no one), with where
 * they stand by the rules of CUSTOMER_STATUSES, as of `now`. Its parameters are added to `bind`.
 */
function figuresSql(bind: unknown[], now: Date, where = ''): string {
  const param = (value: unknown) => {
    bind.push(value);
    return `$${bind.length}`;
  };
  const since = (days: number) => param(dbTimestamp(new Date(now.getTime() - days * DAY_MS)));
  return `SELECT c.customer_id AS id, COUNT(*) AS messages_count,
      (SELECT COUNT(*) FROM visits v WHERE v.customer_id = c.customer_id) AS visits_count,
      MIN(c.created_at) AS first_contact_at, MAX(c.created_at) AS last_contact_at,
      CASE
        WHEN SUM(CASE WHEN c.status = 'done' THEN 1 ELSE 0 END) >= ${param(VIP_DONE_REQUESTS)} THEN 'vip'
        WHEN MIN(c.created_at) >= ${since(NEW_CUSTOMER_DAYS)} THEN 'new'
        WHEN MAX(c.created_at) >= ${since(ACTIVE_CUSTOMER_DAYS)} THEN 'active'
        ELSE 'inactive'
      END AS status
    FROM contacts c WHERE c.spam = 0 AND c.customer_id IS NOT NULL${where} GROUP BY c.customer_id`;
}

/**
 * Each search word must be in one of the customer's messages (names, phone, e-mail, service,
 * message: the lead desk's normalized search text), not necessarily all words in the same one.
 */
function searchClauses(q: string, bind: unknown[]): string {
  return searchTerms(q)
    .map((term) => {
      bind.push(containing(term));
      return ` AND c.customer_id IN (SELECT s.customer_id FROM contacts s
        WHERE s.spam = 0 AND s.search_text LIKE $${bind.length} ESCAPE '\\')`;
    })
    .join('');
}

/** What a customer wrote in their messages about themselves, each value once, latest first. */
interface AsWritten {
  names: string[];
  phones: string[];
  emails: string[];
}

async function asWritten(
  sequelize: Sequelize,
  ids: number[],
  transaction?: Transaction,
): Promise<Map<number, AsWritten>> {
  const found = new Map(ids.map((id): [number, AsWritten] => [id, { names: [], phones: [], emails: [] }]));
  if (ids.length === 0) return found;
  const rows = await sequelize.query<{ customer_id: number | string; name: string; phone: string; email: string }>(
    `SELECT customer_id, name, phone, email FROM contacts
     WHERE spam = 0 AND customer_id IN (${ids.map((_, i) => `$${i + 1}`).join(', ')})
     ORDER BY created_at DESC, id DESC`,
    { bind: ids, type: QueryTypes.SELECT, transaction },
  );
  const addOnce = (list: string[], value: string) => {
    if (value && !list.includes(value)) list.push(value);
  };
  for (const row of rows) {
    const customer = found.get(Number(row.customer_id))!;
    addOnce(customer.names, row.name);
    addOnce(customer.phones, row.phone);
    addOnce(customer.emails, row.email);
  }
  return found;
}

function summaries(rows: FiguresRow[], written: Map<number, AsWritten>): (CustomerSummary & AsWritten)[] {
  return rows.map((row) => {
    const id = Number(row.id);
    const { names, phones, emails } = written.get(id)!;
    return {
      id,
      name: names[0] ?? '',
      phones,
      status: row.status,
      messages_count: Number(row.messages_count),
      visits_count: Number(row.visits_count),
      first_contact_at: new Date(row.first_contact_at).toISOString(),
      last_contact_at: new Date(row.last_contact_at).toISOString(),
      names,
      emails,
    };
  });
}

/** One page of customers, the latest contact first, and how many the search and status find. */
export async function findCustomerPage(
  sequelize: Sequelize,
  { q, status, limit, offset }: { q: string; status?: CustomerStatus; limit: number; offset: number },
  now: Date,
): Promise<{ items: CustomerSummary[]; total: number }> {
  const bind: unknown[] = [];
  const search = searchClauses(q, bind);
  let filtered = `SELECT * FROM (${figuresSql(bind, now, search)}) f`;
  if (status) {
    bind.push(status);
    filtered += ` WHERE f.status = $${bind.length}`;
  }
  const rows = await sequelize.query<FiguresRow>(
    `${filtered} ORDER BY f.last_contact_at DESC, f.id DESC LIMIT $${bind.length + 1} OFFSET $${bind.length + 2}`,
    { bind: [...bind, limit, offset], type: QueryTypes.SELECT },
  );
  const [counted] = await sequelize.query<{ total: number | string }>(`SELECT COUNT(*) AS total FROM (${filtered}) t`, {
    bind,
    type: QueryTypes.SELECT,
  });
  const written = await asWritten(
    sequelize,
    rows.map((row) => Number(row.id)),
  );
  const items = summaries(rows, written).map(({ names: _names, emails: _emails, ...summary }) => summary);
  return { items, total: Number(counted?.total ?? 0) };
}

/** One customer with every name and e-mail they used, or null when they have no message. */
export async function findCustomer(
  sequelize: Sequelize,
  id: number,
  now: Date,
  transaction?: Transaction,
): Promise<(CustomerSummary & AsWritten) | null> {
  const bind: unknown[] = [id];
  const rows = await sequelize.query<FiguresRow>(figuresSql(bind, now, ' AND c.customer_id = $1'), {
    bind,
    type: QueryTypes.SELECT,
    transaction,
  });
  if (rows.length === 0) return null;
  return summaries(rows, await asWritten(sequelize, [id], transaction))[0]!;
}
