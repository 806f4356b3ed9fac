import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { Visit, VisitBody, VisitFilters } from '@shared/schemas';
import { normalizeSearchText, phoneSearchKey, searchTerms } from '@shared/search-text';
import { containing } from '../messages/contact-query';

/** A visit's row joined with the name and number of its customer's latest message. */
interface VisitRow {
  id: number | string;
  customer_id: number | string;
  contact_id: number | string | null;
  customer_name: string | null;
  phone: string | null;
  date: string;
  from_time: string;
  to_time: string;
  team: string;
  price: number | string;
  address: string;
  district: string;
  service_key: Visit['service_key'];
  priority: Visit['priority'];
  status: Visit['status'];
  notes: string;
  created_at: Date | string;
  updated_at: Date | string;
}

/** The customer's latest message names them (as on the clients screen). */
const SELECT_VISITS = `SELECT v.*, m.name AS customer_name, m.phone AS phone FROM visits v
  LEFT JOIN contacts m ON m.id = (SELECT l.id FROM contacts l WHERE l.customer_id = v.customer_id AND l.spam = 0
    ORDER BY l.created_at DESC, l.id DESC LIMIT 1)`;

export function visitJson(row: VisitRow): Visit {
  return {
    id: Number(row.id),
    customer_id: Number(row.customer_id),
    contact_id: row.contact_id === null ? null : Number(row.contact_id),
    customer_name: row.customer_name ?? '',
    phone: row.phone ?? '',
    date: row.date,
    from: row.from_time,
    to: row.to_time,
    team: row.team,
    price: Number(row.price),
    address: row.address,
    district: row.district,
    service_key: row.service_key,
    priority: row.priority,
    status: row.status,
    notes: row.notes,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** What the visits' search finds: the customer's name and number, where, which team, the notes. */
export function visitSearchText(
  visit: Pick<VisitBody, 'address' | 'district' | 'team' | 'notes'>,
  customer: { name: string; phone: string },
): string {
  const words = [customer.name, visit.address, visit.district, visit.team, visit.notes]
    .map(normalizeSearchText)
    .join(' ');
  return `${words} ${phoneSearchKey(customer.phone)}`;
}

/** A customer's visits, the latest day first. */
export async function visitsOfCustomer(sequelize: Sequelize, customerId: number): Promise<Visit[]> {
  const rows = await sequelize.query<VisitRow>(
    `${SELECT_VISITS} WHERE v.customer_id = $1 ORDER BY v.date DESC, v.from_time DESC, v.id DESC`,
    { bind: [customerId], type: QueryTypes.SELECT },
  );
  return rows.map(visitJson);
}

/** The visits of a filter in the order of the day (date, then start), one page, and their total. */
export async function findVisitPage(
  sequelize: Sequelize,
  { page, limit, q, ...filters }: VisitFilters,
): Promise<{ items: Visit[]; total: number }> {
  const bind: unknown[] = [];
  const param = (value: unknown) => {
    bind.push(value);
    return `$${bind.length}`;
  };
  const clauses = ['1 = 1'];
  if (filters.from) clauses.push(`v.date >= ${param(filters.from)}`);
  if (filters.to) clauses.push(`v.date <= ${param(filters.to)}`);
  if (filters.status) clauses.push(`v.status = ${param(filters.status)}`);
  if (filters.priority) clauses.push(`v.priority = ${param(filters.priority)}`);
  if (filters.team) clauses.push(`v.team = ${param(filters.team)}`);
  for (const term of searchTerms(q)) clauses.push(`v.search_text LIKE ${param(containing(term))} ESCAPE '\\'`);
  const where = clauses.join(' AND ');
  const rows = await sequelize.query<VisitRow>(
    `${SELECT_VISITS} WHERE ${where} ORDER BY v.date, v.from_time, v.id
     LIMIT ${param(limit)} OFFSET ${param((page - 1) * limit)}`,
    { bind, type: QueryTypes.SELECT },
  );
  const [counted] = await sequelize.query<{ total: number | string }>(
    `SELECT COUNT(*) AS total FROM visits v WHERE ${where}`,
    { bind: bind.slice(0, -2), type: QueryTypes.SELECT },
  );
  return { items: rows.map(visitJson), total: Number(counted?.total ?? 0) };
}

export async function findVisit(sequelize: Sequelize, id: number, transaction?: Transaction): Promise<Visit | null> {
  const [row] = await sequelize.query<VisitRow>(`${SELECT_VISITS} WHERE v.id = $1`, {
    bind: [id],
    type: QueryTypes.SELECT,
    transaction,
  });
  return row ? visitJson(row) : null;
}

/** The team's other visits that day whose windows overlap this one (cancelled ones do not count). */
export async function clashingVisits(
  sequelize: Sequelize,
  visit: { date: string; from: string; to: string; team: string },
  exceptId: number | null,
  transaction?: Transaction,
): Promise<Visit[]> {
  // HH:MM text compares in the order of the day.
  const rows = await sequelize.query<VisitRow>(
    `${SELECT_VISITS} WHERE v.date = $1 AND v.team = $2 AND v.status <> 'cancelled'
       AND v.from_time < $4 AND v.to_time > $3 AND v.id <> $5 ORDER BY v.from_time`,
    { bind: [visit.date, visit.team, visit.from, visit.to, exceptId ?? 0], type: QueryTypes.SELECT, transaction },
  );
  return rows.map(visitJson);
}

/** The columns a visit's body writes. */
export function visitColumns(visit: VisitBody) {
  return {
    date: visit.date,
    from_time: visit.from,
    to_time: visit.to,
    team: visit.team,
    price: visit.price,
    address: visit.address,
    district: visit.district,
    service_key: visit.service_key,
    priority: visit.priority,
    status: visit.status,
    notes: visit.notes,
  };
}
