import { z } from 'zod';
import { CONTENT_SECTION_NAMES, type ContentSection, type SiteContent } from '../content/sections';

const section = z.enum(CONTENT_SECTION_NAMES as [ContentSection, ...ContentSection[]], 'invalid_choice');
const wholeNumber = z
  .string('invalid_number')
  .regex(/^\d{1,9}$/, 'invalid_number')
  .transform(Number);

/** ?section=company: which section of the site's content (the read and the draft's save). */
export const contentSectionQuerySchema = z.object({ section });
/** ?section=company, or nothing: publish one section, or every section with a draft waiting. */
export const contentPublishQuerySchema = z.object({ section: section.optional() });
/** ?version=N: the published version to restore. */
export const contentVersionQuerySchema = z.object({ version: wholeNumber });

/** ?path=/cities/medina: the page to preview (a path of the site; the home page when absent). */
export const contentPreviewQuerySchema = z.object({
  path: z
    .string('invalid_type')
    .max(200, 'too_long')
    .regex(/^\/[a-z0-9/-]*$/, 'invalid_path')
    .default('/'),
});

/** A page rendered with every draft: the HTML the admin shows in a frame, and the pages there are. */
export interface ContentPreview {
  path: string;
  pages: string[];
  html: string;
}

/**
 * The draft's save: the version the person started from (the save is refused when another save came
 * in between) and the section's whole content. The content is checked by the section's own schema
 * (shared/content), which names the field of each problem.
 */
export const contentDraftSchema = z.object({
  version: z.number('invalid_number').int('invalid_number').min(0, 'invalid_number'),
  draft: z.unknown().refine((v) => typeof v === 'object' && v !== null && !Array.isArray(v), 'invalid_type'),
});

/** A section as the office edits it: its draft, its published content, and the draft's version. */
export interface ContentState<S extends ContentSection = ContentSection> {
  section: S;
  version: number;
  draft: SiteContent[S];
  published: SiteContent[S];
}

/** One field that a publish changed: its path ("phones.1", "name.en") and its values before and after. */
export interface ContentChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** A published version of a section: who published it, when, and what changed. */
export interface ContentVersion {
  version: number;
  section: ContentSection;
  published_at: string;
  /** null for the shipped content, published at the first start. */
  published_by: { id: number; name: string } | null;
  /** The version this one brought back, when it was a restore. */
  restored_from: number | null;
  changes: ContentChange[];
}
