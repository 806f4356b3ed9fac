import type { Contact } from '../db/models';

/**
 * A message's first response is the first change of its status after it arrived, by a person or by
 * a visit that moved it (the reports' time to first response). Call before saving a change: it
 * keeps the first one and never moves it.
 */
export function noteFirstResponse(contact: Contact, now: Date): void {
  if (contact.changed('status') && contact.first_response_at == null) contact.first_response_at = now;
}
