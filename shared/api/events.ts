import { MESSAGE_STATUSES, URGENCIES } from '../constants';

/**
 * The live stream's events (GET /backend/admin/events.php): each type with the fields of its
 * payload. The server checks every payload against them when it records the event, and the screens
 * parse what arrives with them (a payload that does not match is skipped, never cast).
 *
 * The checks are written here, not with zod: zod's mini build, the smallest, added 14.6 KB of gzip
 * to every signed-in screen of the admin for these four payloads.
 */
type Check<T> = (value: unknown) => value is T;
const number: Check<number> = (v): v is number => typeof v === 'number' && Number.isFinite(v);
const string: Check<string> = (v): v is string => typeof v === 'string';
const boolean: Check<boolean> = (v): v is boolean => typeof v === 'boolean';
const oneOf =
  <T extends string>(values: readonly T[]): Check<T> =>
  (v): v is T =>
    values.includes(v as T);
const literalTrue: Check<true> = (v): v is true => v === true;
/** An optional field: absent, or passing its check. */
const optional = <T>(check: Check<T>) => ({ optional: true as const, check });
type Field = Check<unknown> | { optional: true; check: Check<unknown> };

export const LIVE_EVENTS = {
  /** A new message in the inbox (not one held as spam). */
  'contact.created': { id: number, name: string, service: string, urgency: oneOf(URGENCIES), created_at: string },
  /** A message changed: what changed, when it is its status, read or spam flag, or a new note. */
  'contact.updated': {
    id: number,
    status: optional(oneOf(MESSAGE_STATUSES)),
    read: optional(boolean),
    spam: optional(boolean),
    note: optional(literalTrue),
  },
  'contact.deleted': { id: number },
  /** A visit was scheduled, changed or removed (its day: the week on screen follows only if it shows it). */
  'visit.created': { id: number, date: string },
  'visit.updated': { id: number, date: string },
  'visit.deleted': { id: number, date: string },
  'portfolio.changed': {},
  /** The site's content was published (or restored): every instance renders its pages again. */
  'content.published': { version: number },
  /** A staff account was added or changed (its name, role, state or password): owners' staff lists follow. */
  'staff.changed': { id: number },
  /** An owner changed the office's e-mail settings: every instance reads them again. */
  'settings.changed': {},
} satisfies Record<string, Record<string, Field>>;

type Fields = (typeof LIVE_EVENTS)[LiveEventType];
type Checked<F> = F extends Check<infer T> ? T : F extends { check: Check<infer T> } ? T : never;
type Payload<S> = { [K in keyof S as S[K] extends { optional: true } ? never : K]: Checked<S[K]> } & {
  [K in keyof S as S[K] extends { optional: true } ? K : never]?: Checked<S[K]>;
};

export type LiveEventType = keyof typeof LIVE_EVENTS;
export const LIVE_EVENT_TYPES = Object.keys(LIVE_EVENTS) as LiveEventType[];
export type LiveEventData<T extends LiveEventType> = Payload<(typeof LIVE_EVENTS)[T]>;
/** One event as the screens receive it: its type and its parsed payload. */
export type LiveEvent = { [T in LiveEventType]: { type: T; data: LiveEventData<T> } }[LiveEventType];

/** The payload's own fields when every one passes its check (others are left out), else null. */
function checked(fields: Fields, value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const data: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields) as [string, Field][]) {
    const given = (value as Record<string, unknown>)[name];
    if (typeof field === 'function' ? !field(given) : given !== undefined && !field.check(given)) return null;
    if (given !== undefined) data[name] = given;
  }
  return data;
}

/** A payload checked against its type's fields (throws on a mismatch: a bug on the server). */
export function liveEventData<T extends LiveEventType>(type: T, data: LiveEventData<T>): LiveEventData<T> {
  const result = checked(LIVE_EVENTS[type], data);
  if (!result) throw new Error(`a ${type} event with a payload that does not match its fields`);
  return result as LiveEventData<T>;
}

/** An event's data as it arrived (parsed JSON), or null when it is not what its type says. */
export function parseLiveEvent(type: string, data: unknown): LiveEvent | null {
  if (!Object.hasOwn(LIVE_EVENTS, type)) return null;
  const result = checked(LIVE_EVENTS[type as LiveEventType], data);
  return result ? ({ type, data: result } as LiveEvent) : null;
}

/** The event of a new message, from its stored row: the one place this payload is made. */
export function newContactEvent(row: {
  id: number;
  name: string;
  service: string;
  urgency: (typeof URGENCIES)[number];
  createdAt: Date;
}): LiveEventData<'contact.created'> {
  return {
    id: row.id,
    name: row.name,
    service: row.service,
    urgency: row.urgency,
    created_at: row.createdAt.toISOString(),
  };
}
