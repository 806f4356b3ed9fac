import { z } from 'zod';
import { CATEGORIES, DEFAULT_RATING, RATING_MAX, RATING_MIN, type Category } from '../constants';
import { LIMITS, requiredText } from './fields';

/** yyyy-mm-dd that is a real calendar date. */
const isoDate = z
  .string('required')
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'invalid_date',
  );

/** Image path: a site path ("/uploads/…"), a relative path, or an absolute http(s) URL. */
const imagePath = requiredText(LIMITS.image).refine(
  (v) => !/^[a-z][a-z0-9+.-]*:/i.test(v) || /^https?:\/\//i.test(v),
  'invalid_image_path',
);

/** Fields of a portfolio item as the admin screens and server exchange them (snake_case, before_after 0 or 1). */
export const portfolioItemSchema = z.object({
  category: z.enum(CATEGORIES, 'invalid_choice'),
  title_ar: requiredText(LIMITS.title),
  title_en: requiredText(LIMITS.title),
  image: imagePath,
  before_after: z
    .union([z.literal(0), z.literal(1), z.boolean()], 'invalid_flag')
    .optional()
    .default(0)
    .transform((v) => (v === true || v === 1 ? 1 : 0)),
  date: isoDate,
  location_ar: requiredText(LIMITS.location),
  location_en: requiredText(LIMITS.location),
  description_ar: requiredText(LIMITS.description, { multiline: true }),
  description_en: requiredText(LIMITS.description, { multiline: true }),
  testimonial_ar: requiredText(LIMITS.testimonial, { multiline: true }),
  testimonial_en: requiredText(LIMITS.testimonial, { multiline: true }),
  client_name_ar: requiredText(LIMITS.clientName),
  client_name_en: requiredText(LIMITS.clientName),
  rating: z
    .number('invalid_rating')
    .int('invalid_rating')
    .min(RATING_MIN, 'invalid_rating')
    .max(RATING_MAX, 'invalid_rating')
    .optional()
    .default(DEFAULT_RATING),
  duration_ar: requiredText(LIMITS.duration),
  duration_en: requiredText(LIMITS.duration),
});
export type PortfolioItemInput = z.input<typeof portfolioItemSchema>;
export type PortfolioItemFields = z.output<typeof portfolioItemSchema>;

/** A stored portfolio item as the admin list returns it. */
export interface PortfolioItem extends PortfolioItemFields {
  id: number;
  created_at: string;
  /** True for an item the demo added (SEED_DEMO); an owner removes them all at once. */
  demo?: boolean;
}

/** The keys of portfolio fields that must not be empty (all but before_after). */
export const REQUIRED_PORTFOLIO_FIELDS = (
  Object.keys(portfolioItemSchema.shape) as (keyof PortfolioItemFields)[]
).filter((k) => k !== 'before_after');

/** An uploaded image's responsive variants: its size and a `<source>` per format, newest first. */
export interface ResponsiveImage {
  width: number;
  height: number;
  sources: { type: string; srcset: string }[];
}

/** One item of the public list (GET /backend/portfolio.php?lang=…), localized. */
export interface PublicPortfolioItem {
  id: number;
  category: Category;
  title: string;
  image: string;
  beforeAfter: boolean;
  rating: number;
  date: string;
  duration: string;
  location: string;
  description: string;
  testimonial: string;
  clientName: string;
  /** Variants of `image` for `<picture>` (an addition; null for an image without them). */
  imageSet: ResponsiveImage | null;
}
