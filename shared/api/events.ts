import * as z from 'zod/mini';
import { LEAD_STATUSES, URGENCIES } from '../constants';

/**
 * The live stream's events (GET /backend/admin/events.php): each type with the schema of its
 * payload. The server checks every payload against it when it records the event, and the screens
 * parse what arrives with it (a payload that does not match is skipped, never cast). zod's mini
 * build: a few KB in the admin's first screen, where the stream is read.
 */
export const LIVE_EVENTS = {
  /** A new message in the inbox (not one held as spam). */
  'contact.created': z.object({
    id: z.number(),
    name: z.string(),
    service: z.string(),
    urgency: z.enum(URGENCIES),
    created_at: z.string(),
  }),
  /** A message changed: what changed, when it is its status, read or spam flag, or a new note. */
  'contact.updated': z.object({
    id: z.number(),
    status: z.optional(z.enum(LEAD_STATUSES)),
    read: z.optional(z.boolean()),
    spam: z.optional(z.boolean()),
    note: z.optional(z.literal(true)),
  }),
  'contact.deleted': z.object({ id: z.number() }),
  'portfolio.changed': z.object({}),
};

export type LiveEventType = keyof typeof LIVE_EVENTS;
export const LIVE_EVENT_TYPES = Object.keys(LIVE_EVENTS) as LiveEventType[];
export type LiveEventData<T extends LiveEventType> = z.infer<(typeof LIVE_EVENTS)[T]>;
/** One event as the screens receive it: its type and its parsed payload. */
export type LiveEvent = { [T in LiveEventType]: { type: T; data: LiveEventData<T> } }[LiveEventType];

/** A payload checked against its type's schema (throws on a mismatch: a bug on the server). */
export function liveEventData<T extends LiveEventType>(type: T, data: LiveEventData<T>): LiveEventData<T> {
  return LIVE_EVENTS[type].parse(data) as LiveEventData<T>;
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

/** An event's data as it arrived (parsed JSON), or null when it is not what its type says. */
export function parseLiveEvent(type: string, data: unknown): LiveEvent | null {
  if (!(type in LIVE_EVENTS)) return null;
  const parsed = LIVE_EVENTS[type as LiveEventType].safeParse(data);
  return parsed.success ? ({ type, data: parsed.data } as LiveEvent) : null;
}
