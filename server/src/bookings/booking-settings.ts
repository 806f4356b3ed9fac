import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { CATEGORIES, type Category } from '@shared/constants';
import { bookingSettingsSchema, type BookingSettings } from '@shared/schemas/bookings';
import { dbTimestamp } from '../db/time';

const KEY = 'booking';

/**
 * Each service's visit length, in minutes. A window holds a team for the longest visit the site
 * promises: house cleaning "2 to 4 hours", marble polishing "4 to 8 hours" (the services' pages
 * and questions). The site gives no figure for the others; these are the office's usual ones.
 */
export const DEFAULT_LENGTHS: Record<Category, number> = {
  cleaning: 240,
  marble: 480,
  moving: 240,
  maintenance: 120,
  gardens: 180,
  additional: 120,
};

/**
 * What a new installation offers before the office sets anything: one team doing every service,
 * every day, at the hours the site states ("available 24 hours, seven days a week, including
 * Fridays"), the next 14 days, no window starting within two hours, a request holding its window
 * for a day while the office answers.
 */
export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  teams: [{ name: 'الفريق 1', services: [...CATEGORIES], days: [0, 1, 2, 3, 4, 5, 6], from: '00:00', to: '24:00' }],
  lengths: DEFAULT_LENGTHS,
  horizon_days: 14,
  notice_minutes: 120,
  hold_minutes: 1440,
};

/**
 * The bookings' settings, read from the `settings` table on every use (one row by its key: every
 * instance sees a change at once, with nothing to tell them); the defaults until a manager saves.
 * A stored value this version cannot read (an older shape) also gives the defaults.
 */
export async function readBookingSettings(sequelize: Sequelize, transaction?: Transaction): Promise<BookingSettings> {
  const [row] = await sequelize.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', {
    bind: [KEY],
    type: QueryTypes.SELECT,
    transaction,
  });
  if (!row) return DEFAULT_BOOKING_SETTINGS;
  const parsed = bookingSettingsSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : DEFAULT_BOOKING_SETTINGS;
}

/** Whether a manager has saved the booking times (until then the site offers the defaults above). */
export async function bookingSettingsSaved(sequelize: Sequelize): Promise<boolean> {
  const rows = await sequelize.query('SELECT 1 FROM settings WHERE key = $1', { bind: [KEY], type: QueryTypes.SELECT });
  return rows.length > 0;
}

/** Saves a manager's settings (already checked against the schema). */
export async function saveBookingSettings(sequelize: Sequelize, settings: BookingSettings, now: Date): Promise<void> {
  await sequelize.query(
    `INSERT INTO settings (key, value, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    { bind: [KEY, JSON.stringify(settings), dbTimestamp(now)] },
  );
}
