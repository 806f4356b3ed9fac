import type { BookingSettings } from '@shared/schemas/bookings';
import { DEFAULT_BOOKING_SETTINGS, saveBookingSettings } from '../src/bookings/booking-settings';
import type { TestServer } from './harness';

/** Tuesday 1 December 2026, 08:00 in Medina (05:00 UTC): the booking suites' "now". */
export const TUESDAY_8AM = Date.parse('2026-12-01T05:00:00Z');

/** A booking's body as the site's form sends it (the window's start and day are the test's). */
export const bookingBody = (date: string, from: string, phone = '0551234567') => ({
  service_key: 'cleaning',
  date,
  from,
  name: 'نورة المطيري',
  phone,
  district: 'العزيزية',
  address: 'شارع الهجرة، عمارة 12',
  notes: 'الدور الثاني',
  email: '',
});

/** Sets the office's booking settings as a manager's save would (the defaults changed by `change`). */
export async function setBookingSettings(server: TestServer, change: Partial<BookingSettings>): Promise<void> {
  await saveBookingSettings(server.app.sequelize, { ...DEFAULT_BOOKING_SETTINGS, ...change }, new Date());
}

/** One team, Sunday to Thursday, 08:00–18:00, doing cleaning and marble. */
export const WEEKDAY_TEAM = {
  name: 'فريق النخبة 1',
  services: ['cleaning', 'marble'],
  days: [0, 1, 2, 3, 4],
  from: '08:00',
  to: '18:00',
} satisfies BookingSettings['teams'][number];
