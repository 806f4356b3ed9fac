import { customerWhatsappLink } from '@shared/phone';
import type { Visit } from '@shared/schemas';
import { longDay, utcParts, type DayLanguage } from './saudi-week';

/** Fills a text of the admin's resources (react-i18next's `t` of one language). */
type Words = (
  key: 'visit.confirmation' | 'visit.bookingLink' | `categories.${Visit['service_key']}`,
  values?: Record<string, string>,
) => string;

/** What a confirmation names of a visit (a booking's confirmed window is one too). */
export type ConfirmedVisit = Pick<
  Visit,
  'customer_name' | 'phone' | 'date' | 'from' | 'to' | 'service_key' | 'address' | 'district'
>;

/**
 * The confirmation a customer receives on WhatsApp: the day with its weekday, the time window in
 * Saudi time, the service and the address, worded by the resource's `visit.confirmation`.
 */
export function confirmationText(
  visit: ConfirmedVisit,
  words: Words,
  language: DayLanguage,
  company: string,
  /** A booking's private page, added as the message's last line. */
  bookingLink?: string,
): string {
  const where = visit.district ? `${visit.address}، ${visit.district}` : visit.address;
  const text = words('visit.confirmation', {
    name: visit.customer_name,
    company,
    date: longDay(visit.date, language),
    from: visit.from,
    to: visit.to,
    service: words(`categories.${visit.service_key}`),
    address: where,
  });
  return bookingLink ? `${text}\n${words('visit.bookingLink', { link: bookingLink })}` : text;
}

/** The one-tap WhatsApp chat with the customer, the confirmation already typed. */
export const confirmationLink = (visit: ConfirmedVisit, text: string) => customerWhatsappLink(visit.phone, text);

/**
 * The visit as an iCalendar file for the team's phones: start and end in UTC (the Saudi window
 * less three hours), so every calendar shows it at its Saudi hour. The `ics` library is loaded only
 * when a file is asked for.
 */
export async function visitCalendarFile(visit: Visit, title: string, description: string): Promise<string> {
  const { createEvent } = await import('ics');
  const { error, value } = createEvent({
    uid: `visit-${visit.id}@medina-home-services`,
    title,
    description,
    location: visit.district ? `${visit.address}, ${visit.district}` : visit.address,
    start: utcParts(visit.date, visit.from),
    end: utcParts(visit.date, visit.to),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    productId: 'medina-home-services/admin',
  });
  if (error || !value) throw error ?? new Error('calendar file not made');
  return value;
}

/** Saves text as a file through the browser's download (also in the desktop app's window). */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
