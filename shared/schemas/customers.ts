import { z } from 'zod';
import { CUSTOMER_STATUSES, type CustomerStatus } from '../constants';
import type { ContactMessage } from './contact';
import type { Visit } from './visits';
import { cleanString, LIMITS } from './fields';
import { pagingSchema } from './paging';

/**
 * GET /backend/admin/customers.php: paging, a search by name, phone or any word they wrote, and
 * where they stand (derived: shared/constants.ts CUSTOMER_STATUSES).
 */
export const customerListQuerySchema = pagingSchema.extend({
  q: cleanString().max(LIMITS.search, 'too_long').optional().default(''),
  status: z.enum(CUSTOMER_STATUSES, 'invalid_choice').optional(),
});

const customerId = z
  .number('invalid_number')
  .int('invalid_number')
  .min(1, 'invalid_number')
  .max(2 ** 31 - 1, 'too_large');

/** POST /backend/admin/customer-merge.php: `from_id` joins `into_id` (messages, numbers) and is gone. */
export const customerMergeSchema = z
  .object({ into_id: customerId, from_id: customerId })
  .refine((ids) => ids.into_id !== ids.from_id, { message: 'same_customer', path: ['from_id'] });

/** POST /backend/admin/customer-split.php?id=N: these of N's messages become a customer of their own. */
export const customerSplitSchema = z.object({
  contact_ids: z.array(customerId, 'invalid_type').min(1, 'too_few').max(500, 'too_many'),
});

/** One customer as the customers list shows them: all the messages of their phone numbers. */
export interface CustomerSummary {
  id: number;
  /** The name of their latest message. */
  name: string;
  /** Each number as they wrote it, latest first. */
  phones: string[];
  /** Derived from their requests and dates (shared/constants.ts CUSTOMER_STATUSES). */
  status: CustomerStatus;
  messages_count: number;
  visits_count: number;
  first_contact_at: string;
  last_contact_at: string;
}

/** GET /backend/admin/customers.php?id=N: the customer with every name, e-mail and message. */
export interface CustomerDetail extends CustomerSummary {
  /** Each name they used, latest first. */
  names: string[];
  emails: string[];
  /** Latest first. */
  messages: ContactMessage[];
  /** The latest day first. */
  visits: Visit[];
}
