import { COMPANY } from '../company';
import { companySchema } from './company';
import { faqSchema } from './faq';
import { SHIPPED_FAQ } from './faq-seed';

/**
 * The parts of the public site the office edits, each a section with its schema and its shipped
 * content (the first published version, seeded on the first start). Publishing a section renders
 * every page again with it (server/src/content).
 */
export const CONTENT_SECTIONS = {
  company: { schema: companySchema, seed: COMPANY },
  faq: { schema: faqSchema, seed: SHIPPED_FAQ },
} as const;

export type ContentSection = keyof typeof CONTENT_SECTIONS;
export const CONTENT_SECTION_NAMES = Object.keys(CONTENT_SECTIONS) as ContentSection[];

/** The whole published content, a section each: what the pages are rendered with. */
export type SiteContent = { [S in ContentSection]: (typeof CONTENT_SECTIONS)[S]['seed'] };

export const SHIPPED_CONTENT: SiteContent = { company: COMPANY, faq: SHIPPED_FAQ };
