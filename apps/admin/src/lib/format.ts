import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** A server timestamp as staff read it (Gregorian, 24-hour clock); unreadable values are shown as they are. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  // SQLite gives "yyyy-mm-dd hh:mm:ss" in UTC; make that an ISO instant so it shows in local time.
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : value;
}

/** How long ago a server timestamp was, in the admin's language ('منذ 5 دقائق'). */
export function formatRelative(value: string, now: Date = new Date()): string {
  const d = dayjs(value);
  return d.isValid() ? d.from(now) : '';
}

/** An amount or count with thousands separators; Latin digits in both languages, as staff type them. */
export function formatNumber(value: number): string {
  return value.toLocaleString('en-US');
}
