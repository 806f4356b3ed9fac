import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { Category, Language, VisitStatus } from '@shared/constants';
import {
  bookingPagePath,
  type AdminBooking,
  type BookingView,
  type StoredBookingStatus,
} from '@shared/schemas/bookings';
import { officeToday, shiftDate } from '../db/time';

/** A booking's row, with its visit's status when it has one. */
export interface BookingRow {
  id: number | string;
  token: string;
  contact_id: number | string;
  service_key: Category;
  date: string;
  from_time: string;
  to_time: string;
  team: string;
  name: string;
  phone: string;
  district: string;
  address: string;
  notes: string;
  email: string;
  lang: Language;
  page: string;
  status: StoredBookingStatus;
  proposed_date: string | null;
  proposed_from: string | null;
  proposed_to: string | null;
  proposed_team: string | null;
  decline_reason: string;
  visit_id: number | string | null;
  visit_status: VisitStatus | null;
  hold_until: Date | string | null;
  created_at: Date | string;
}

const SELECT_BOOKING = `SELECT b.*, c.name AS name, c.phone AS phone, v.status AS visit_status
  FROM bookings b JOIN contacts c ON c.id = b.contact_id LEFT JOIN visits v ON v.id = b.visit_id`;

/** The booking behind a private link, read for a change when a transaction is given. */
export async function findBookingByToken(
  sequelize: Sequelize,
  token: string,
  transaction?: Transaction,
): Promise<BookingRow | null> {
  const [row] = await sequelize.query<BookingRow>(`${SELECT_BOOKING} WHERE b.token = $1`, {
    bind: [token],
    type: QueryTypes.SELECT,
    transaction,
  });
  return row ?? null;
}

/** A booking by its id (the office's calls), or by its message (the message's panel). */
export async function findBooking(
  sequelize: Sequelize,
  by: { id: number } | { contactId: number },
  transaction?: Transaction,
): Promise<BookingRow | null> {
  const [where, value] = 'id' in by ? ['b.id', by.id] : ['b.contact_id', by.contactId];
  const [row] = await sequelize.query<BookingRow>(`${SELECT_BOOKING} WHERE ${where} = $1`, {
    bind: [value],
    type: QueryTypes.SELECT,
    transaction,
  });
  return row ?? null;
}

/**
 * A private link works until the day after its visit (Saudi days): then the booking is history, and
 * the link shows nothing.
 */
export function linkExpired(row: Pick<BookingRow, 'date' | 'proposed_date'>, now: Date): boolean {
  const last = row.proposed_date && row.proposed_date > row.date ? row.proposed_date : row.date;
  return officeToday(now) > shiftDate(last, 1);
}

/**
 * A booking as its customer sees it: a confirmed one whose visit is completed reads as done, and one
 * whose visit the office cancelled as cancelled.
 */
export function bookingView(row: BookingRow): BookingView {
  const visit = row.status === 'confirmed' ? row.visit_status : null;
  return {
    token: row.token,
    status: visit === 'completed' ? 'done' : visit === 'cancelled' ? 'cancelled' : row.status,
    service_key: row.service_key,
    date: row.date,
    from: row.from_time,
    to: row.to_time,
    name: row.name,
    district: row.district,
    address: row.address,
    lang: row.lang,
    proposed:
      row.status === 'proposed' && row.proposed_date && row.proposed_from && row.proposed_to
        ? { date: row.proposed_date, from: row.proposed_from, to: row.proposed_to }
        : null,
    decline_reason: row.status === 'declined' ? row.decline_reason : '',
  };
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * A booking as the office sees it on its message's panel; `siteUrl` is the site's public address,
 * `notices` what its customer was told (customer-notices.ts).
 */
export function adminBookingJson(row: BookingRow, siteUrl: string, notices: AdminBooking['notices']): AdminBooking {
  return {
    ...bookingView(row),
    id: Number(row.id),
    contact_id: Number(row.contact_id),
    phone: row.phone,
    email: row.email,
    notes: row.notes,
    team: row.team,
    proposed_team: row.status === 'proposed' ? row.proposed_team : null,
    hold_until: isoOrNull(row.hold_until),
    visit_id: row.visit_id === null ? null : Number(row.visit_id),
    page: row.page,
    created_at: new Date(row.created_at).toISOString(),
    link: `${siteUrl.replace(/\/$/, '')}${bookingPagePath(row.lang, row.token)}`,
    notices,
  };
}
