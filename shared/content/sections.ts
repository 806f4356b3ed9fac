import type { z } from 'zod';
import { contentFieldName, describeContentIssue } from '../api-errors';
import type { Language } from '../constants';
import { aboutFields } from './about';
import { citiesFields } from './cities';
import { companySchema } from './company';
import { faqFields } from './faq';
import { describeFieldIssue, fieldName, type ContentField } from './fields';
import { figuresFields } from './figures';
import { homeFields } from './home';
import { servicesFields } from './services';

/**
 * The parts of the public site the office edits, each a section with its check. All but the
 * company's details are described field by field (./fields.ts), and the admin draws their forms
 * from that description. Their shipped content is ./shipped.ts (the first published version).
 * Publishing a section renders every page again with it (server/src/content).
 */
export const CONTENT_SECTIONS = {
  company: { schema: companySchema, fields: undefined },
  home: { schema: homeFields.schema, fields: homeFields },
  figures: { schema: figuresFields.schema, fields: figuresFields },
  faq: { schema: faqFields.schema, fields: faqFields },
  services: { schema: servicesFields.schema, fields: servicesFields },
  cities: { schema: citiesFields.schema, fields: citiesFields },
  about: { schema: aboutFields.schema, fields: aboutFields },
} satisfies Record<string, { schema: z.ZodType; fields: ContentField | undefined }>;

export type ContentSection = keyof typeof CONTENT_SECTIONS;
export const CONTENT_SECTION_NAMES = Object.keys(CONTENT_SECTIONS) as ContentSection[];

/** The whole published content, a section each: what the pages are rendered with. */
export type SiteContent = { [S in ContentSection]: z.output<(typeof CONTENT_SECTIONS)[S]['schema']> };

/** One problem of a section's draft as a sentence naming the field, in the person's language. */
export function describeSectionIssue(
  section: ContentSection,
  path: readonly PropertyKey[],
  code: string,
  lang: Language,
): string {
  const fields = CONTENT_SECTIONS[section].fields;
  return fields ? describeFieldIssue(fields, path, code, lang) : describeContentIssue(path, code, lang);
}

/** A field of a section named as its form shows it, from a path such as "items.2.answer.en" (a version's changes). */
export function sectionFieldName(section: ContentSection, path: string, lang: Language): string {
  const keys = path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));
  const fields = CONTENT_SECTIONS[section].fields;
  return (fields ? fieldName(fields, keys, lang) : contentFieldName(keys, lang)) || path;
}
