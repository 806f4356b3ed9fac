import { z } from 'zod';
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';

const positiveInt = (name: string, max?: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(
      max === undefined
        ? z.number().int().min(1, `${name} must be at least 1`)
        : z.number().int().min(1, `${name} must be at least 1`).max(max, `${name} must be at most ${max}`),
    );

/** ?page&limit of the admin lists: page ≥ 1, 1 ≤ limit ≤ 100, defaults 1 and 20. */
export const pagingSchema = z.object({
  page: positiveInt('page').optional().default(1),
  limit: positiveInt('limit', MAX_PAGE_SIZE).optional().default(ADMIN_PAGE_SIZE),
});

export interface Paged<T> {
  items: T[];
  total: number;
}
