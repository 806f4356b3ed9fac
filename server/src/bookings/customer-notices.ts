import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { bookingPagePath, type CustomerNotice } from '@shared/schemas/bookings';
import { claimDueRows } from '../db/claim-due';
import { dbTimestamp } from '../db/time';
import type { NoticeContent, NoticeKind } from '../notify/customer-text';
import type { BookingRow } from './booking-record';

export const NOTICE_CHANNELS = ['email', 'whatsapp'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** What WhatsApp sends by itself: the confirmation and the reminder (approved templates). */
export const WHATSAPP_KINDS: readonly NoticeKind[] = ['confirmed', 'reminder'];

/** A notice this instance has claimed: nobody else sends it until its lease runs out. */
export interface ClaimedNotice {
  id: number;
  bookingId: number;
  channel: NoticeChannel;
  kind: NoticeKind;
  /** Attempts so far, this one included. */
  attempts: number;
}

/**
 * Where the changes of bookings queue their customer's notices (bookings/customer-notifier.ts):
 * in the change's own transaction, sent once it commits.
 */
export interface NoticeQueue {
  /** Would a notice of this kind go by any channel now (for some booking)? */
  tells(kind: NoticeKind): boolean;
  enqueue(booking: { id: number | string; email: string }, kind: NoticeKind, transaction: Transaction): Promise<void>;
}

/** The `customer_notices` table (migration 0023): added with their change, claimed, marked sent or failed. */
export class CustomerNotices {
  constructor(private readonly sequelize: Sequelize) {}

  async add(bookingId: number, kind: NoticeKind, channels: NoticeChannel[], now: Date, transaction: Transaction) {
    if (channels.length === 0) return;
    const values = channels.map((_, i) => `($1, $${i + 4}, $2, $3, $3)`).join(', ');
    await this.sequelize.query(
      `INSERT INTO customer_notices (booking_id, channel, kind, next_attempt_at, created_at) VALUES ${values}`,
      { bind: [bookingId, kind, dbTimestamp(now), ...channels], transaction },
    );
  }

  async claim(now: Date, leaseMs: number, limit: number): Promise<ClaimedNotice[]> {
    const rows = await claimDueRows<{
      id: number | string;
      booking_id: number | string;
      channel: NoticeChannel;
      kind: NoticeKind;
      attempts: number | string;
    }>(this.sequelize, 'customer_notices', ['booking_id', 'channel', 'kind'], { now, leaseMs, limit });
    return rows.map((r) => ({
      id: Number(r.id),
      bookingId: Number(r.booking_id),
      channel: r.channel,
      kind: r.kind,
      attempts: Number(r.attempts),
    }));
  }

  async markSent(id: number, now: Date, providerId = ''): Promise<void> {
    await this.sequelize.query(
      "UPDATE customer_notices SET sent_at = $2, last_error = '', provider_id = $3, delivery = $4 WHERE id = $1",
      { bind: [id, dbTimestamp(now), providerId, providerId ? 'sent' : ''] },
    );
  }

  async markFailed(id: number, now: Date, retryAt: Date, error: string): Promise<void> {
    await this.sequelize.query(
      'UPDATE customer_notices SET next_attempt_at = $2, failed_at = $3, last_error = $4 WHERE id = $1 AND sent_at IS NULL',
      { bind: [id, dbTimestamp(retryAt), dbTimestamp(now), error.slice(0, 500)] },
    );
  }

  /** A notice with nothing left to tell (a reminder of a visit cancelled or past): never sent. */
  async drop(id: number): Promise<void> {
    await this.sequelize.query('DELETE FROM customer_notices WHERE id = $1', { bind: [id] });
  }

  /** What WhatsApp says of a message it was given (the webhook): never back from read to delivered. */
  async recordDelivery(providerId: string, status: string): Promise<void> {
    const rank = DELIVERY_ORDER.indexOf(status as (typeof DELIVERY_ORDER)[number]);
    if (rank < 0 || !providerId) return;
    const rankOf = `CASE delivery ${DELIVERY_ORDER.map((s, i) => `WHEN '${s}' THEN ${i}`).join(' ')} ELSE -1 END`;
    await this.sequelize.query(`UPDATE customer_notices SET delivery = $2 WHERE provider_id = $1 AND ${rankOf} < $3`, {
      bind: [providerId, status, rank],
    });
  }
}

/** What a booking's customer was told, oldest first (the office's view of the booking). */
export async function noticesOf(sequelize: Sequelize, bookingId: number): Promise<CustomerNotice[]> {
  const rows = await sequelize.query<Omit<CustomerNotice, 'sent_at'> & { sent_at: Date | string | null }>(
    'SELECT channel, kind, sent_at, last_error, delivery FROM customer_notices WHERE booking_id = $1 ORDER BY id',
    { bind: [bookingId], type: QueryTypes.SELECT },
  );
  return rows.map((row) => ({
    ...row,
    sent_at: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
    last_error: row.sent_at === null ? row.last_error : '',
  }));
}

/** WhatsApp's statuses of a message, in the order they happen; a failure may come at any point. */
const DELIVERY_ORDER = ['sent', 'delivered', 'read', 'failed'] as const;

/** What a notice says of its booking now: the proposed window for a proposal, else the booking's own. */
export function noticeContent(booking: BookingRow, kind: NoticeKind, publicBaseUrl: string): NoticeContent {
  const proposed = kind === 'proposed' && booking.proposed_date && booking.proposed_from && booking.proposed_to;
  return {
    kind,
    lang: booking.lang,
    name: booking.name,
    service_key: booking.service_key,
    date: proposed ? booking.proposed_date! : booking.date,
    from: proposed ? booking.proposed_from! : booking.from_time,
    to: proposed ? booking.proposed_to! : booking.to_time,
    address: booking.address,
    district: booking.district,
    reason: booking.decline_reason,
    link: `${publicBaseUrl.replace(/\/$/, '')}${bookingPagePath(booking.lang, booking.token)}`,
  };
}
