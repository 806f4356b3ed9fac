import { z } from 'zod';
import { URGENCIES } from '@shared/constants';
import type { NewContactReport } from '@shared/desktop-api';
import { cleanString, LIMITS } from '@shared/schemas/fields';

/**
 * What the renderer may report about a new message: exactly these fields, within the server's own
 * limits and text rule (no control characters), or the call is refused. The page is ours, but
 * main treats every IPC payload as untrusted input.
 */
const newContactReportSchema = z.strictObject({
  eventId: z.string().regex(/^\d{1,15}$/),
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  name: cleanString().min(1).max(LIMITS.name),
  service: cleanString().max(LIMITS.service),
  urgency: z.enum(URGENCIES),
});

export function isNewContactReport(value: unknown): value is NewContactReport {
  return newContactReportSchema.safeParse(value).success;
}

/** The unread count the renderer reports for the badge: a whole number, not absurdly large. */
export function isUnreadCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= 1_000_000;
}
