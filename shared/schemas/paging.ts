import { z } from 'zod';
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';

const positiveInt = (max: number) =>
  z
    .string('invalid_number')
    .regex(/^\d{1,9}$/, 'invalid_number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'invalid_number').max(max, 'too_large'));

/** ?page&limit of the admin lists: page ≥ 1, 1 ≤ limit ≤ 100, defaults 1 and 20. */
export const pagingSchema = z.object({
  page: positiveInt(Number.MAX_SAFE_INTEGER).optional().default(1),
  limit: positiveInt(MAX_PAGE_SIZE).optional().default(ADMIN_PAGE_SIZE),
});

export interface Paged<T> {
  items: T[];
  total: number;
}

/** ?id of the update and delete calls. */
export const idQuerySchema = z.object({ id: positiveInt(Number.MAX_SAFE_INTEGER) });
