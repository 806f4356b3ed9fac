import type { AuditAction } from '@shared/constants';
import type { AuditInput, AuditLog } from '../audit/audit-log';
import type { EventHub } from '../events/event-hub';
import type { BookingChange } from './booking-changes';

/**
 * What a change of a booking tells the office, after its commit: the live events that refresh the
 * message's panel and the visits (every instance), and the audit log's entry.
 */
export async function tellOffice(
  { events, audit }: { events: EventHub; audit: AuditLog },
  change: BookingChange,
  action: AuditAction,
  who: Pick<AuditInput, 'actor' | 'address'>,
  details: Record<string, unknown> = {},
): Promise<void> {
  const { booking } = change;
  await audit.record({
    ...who,
    action,
    target: {
      type: 'booking',
      id: Number(booking.id),
      label: `${booking.name} · ${booking.date} ${booking.from_time}`,
    },
    details: { ...details, ...(change.message && { message_status: change.message }) },
  });
  await events.record('contact.updated', {
    id: Number(booking.contact_id),
    ...(change.message && { status: change.message[1] }),
  });
  if (change.visit) {
    await events.record(change.visit.created ? 'visit.created' : 'visit.updated', {
      id: change.visit.id,
      date: change.visit.date,
    });
  }
}
