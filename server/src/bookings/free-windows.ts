import type { Category } from '@shared/constants';
import {
  BOOKING_START_STEP_MINUTES,
  BOOKING_UNIT_MINUTES,
  type BookingSettings,
  type BookingTeam,
  type BookingWindow,
} from '@shared/schemas/bookings';
import { minutesOf } from '@shared/schemas/visits';

/** A stretch of a team's day already taken: a visit, or a booking's claimed half hours. */
export interface BusyTime {
  team: string;
  date: string;
  /** Minutes since midnight, from (inclusive) to (exclusive). */
  from: number;
  to: number;
}

/** The latest minute a window may end at: a visit ends within its day (HH:MM, never 24:00). */
const LAST_END = 23 * 60 + 59;

export const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The Saudi weekday of a date, 0 = Sunday … 6 = Saturday (dates are Saudi calendar days). */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The half-hour units a window covers (what a booking of it claims). */
export function unitsOf(window: BookingWindow): number[] {
  const first = minutesOf(window.from) / BOOKING_UNIT_MINUTES;
  const last = Math.ceil(minutesOf(window.to) / BOOKING_UNIT_MINUTES);
  return Array.from({ length: last - first }, (_, i) => first + i);
}

/**
 * Where "now" stands for a booking: the earliest start a window may have (now plus the notice, a
 * Saudi date and minute) and the last Saudi date a visitor may book (today plus the horizon, less one).
 */
export interface BookingNow {
  earliestDate: string;
  earliestMinute: number;
  lastDate: string;
}

/** The teams that do this service and work on this date. */
export function teamsFor(settings: BookingSettings, service: Category, date: string): BookingTeam[] {
  const weekday = weekdayOf(date);
  return settings.teams.filter((team) => team.services.includes(service) && team.days.includes(weekday));
}

/**
 * The windows one team could take on one date for a visit of `length` minutes: starting on the hour
 * inside its hours, ending by its end of day, none sooner than the notice, none touching its
 * busy times.
 */
export function teamWindows(
  team: BookingTeam,
  date: string,
  length: number,
  now: BookingNow,
  busy: readonly BusyTime[],
): BookingWindow[] {
  if (date < now.earliestDate || date > now.lastDate) return [];
  const end = Math.min(minutesOf(team.to), LAST_END);
  const first = Math.ceil(minutesOf(team.from) / BOOKING_START_STEP_MINUTES) * BOOKING_START_STEP_MINUTES;
  const taken = busy.filter((b) => b.team === team.name && b.date === date);
  const windows: BookingWindow[] = [];
  for (let start = first; start + length <= end; start += BOOKING_START_STEP_MINUTES) {
    if (date === now.earliestDate && start < now.earliestMinute) continue;
    if (taken.some((b) => b.from < start + length && start < b.to)) continue;
    windows.push({ from: clockOf(start), to: clockOf(start + length) });
  }
  return windows;
}

/** The windows any team is free for on one date, each once, in the order of the day. */
export function freeWindows(
  settings: BookingSettings,
  service: Category,
  date: string,
  now: BookingNow,
  busy: readonly BusyTime[],
): BookingWindow[] {
  const length = settings.lengths[service];
  const byStart = new Map<string, BookingWindow>();
  for (const team of teamsFor(settings, service, date)) {
    for (const window of teamWindows(team, date, length, now, busy)) byStart.set(window.from, window);
  }
  return [...byStart.values()].sort((a, b) => a.from.localeCompare(b.from));
}
