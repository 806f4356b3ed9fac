import { z } from 'zod';
import { issueText, limitNote } from '../api-errors';
import type { Language } from '../constants';
import { requiredText } from '../schemas/fields';

/**
 * The fields of an editable section, described once: each builds its own check (the API and the
 * admin's form run the same one) and carries its label in both languages (the form's labels, and the
 * field an error names). The admin draws a section's form from this description
 * (apps/admin/src/features/website/components/content-fields.tsx).
 */
export interface Label {
  ar: string;
  en: string;
}

interface FieldBase<S extends z.ZodType = z.ZodType> {
  label: Label;
  schema: S;
}
/** Text the site shows in both languages: `{ ar, en }`, each required. */
export interface TextField extends FieldBase {
  kind: 'text';
  /** 'both': Arabic and English side by side; 'ar': an Arabic-only page (the city pages). */
  languages: 'both' | 'ar';
  max: number;
  multiline: boolean;
}
/** A whole number such as a price in riyals or minutes. */
export interface NumberField extends FieldBase {
  kind: 'number';
  min: number;
  max: number;
  unit?: Label;
  optional: boolean;
}
/** One of a few values (an icon), each with its label. */
export interface ChoiceField extends FieldBase {
  kind: 'choice';
  options: readonly { value: string; label: Label }[];
}
/** Entries of one kind. `fixed`: as many as the page has places for (no adding, removing or moving). */
export interface ListField extends FieldBase {
  kind: 'list';
  item: ContentField;
  min: number;
  max: number;
  fixed: boolean;
}
export interface GroupField extends FieldBase {
  kind: 'group';
  fields: Record<string, ContentField>;
  /** Drawn folded (a long part of a long section: one of six services, one of six cities). */
  folded: boolean;
}
export type ContentField = TextField | NumberField | ChoiceField | ListField | GroupField;

interface TextOptions {
  multiline?: boolean;
}
const pair = (max: number, multiline: boolean) =>
  z.object({ ar: requiredText(max, { multiline }), en: requiredText(max, { multiline }) });

/** Text in Arabic and English (each field in its own direction in the form). */
export function both(label: Label, max: number, { multiline = false }: TextOptions = {}) {
  return { kind: 'text', languages: 'both', label, max, multiline, schema: pair(max, multiline) } satisfies TextField;
}

/** Arabic text of an Arabic-only page. */
export function arabic(label: Label, max: number, { multiline = false }: TextOptions = {}) {
  const schema = requiredText(max, { multiline });
  return { kind: 'text', languages: 'ar', label, max, multiline, schema } satisfies TextField;
}

/** A whole number from `min` to `max` (typed digits only: the form's number box). */
export function amount(label: Label, { min, max, unit }: { min: number; max: number; unit?: Label }) {
  const schema = z.number('invalid_number').int('invalid_number').min(min, 'out_of_range').max(max, 'out_of_range');
  return { kind: 'number', label, min, max, unit, optional: false, schema } satisfies NumberField;
}

/** Like `amount`, and may be left empty (absent, or null: what an emptied number box sends). */
export function optionalAmount(label: Label, { min, max, unit }: { min: number; max: number; unit?: Label }) {
  const schema = amount(label, { min, max }).schema.nullable().optional();
  return { kind: 'number', label, min, max, unit, optional: true, schema } satisfies NumberField;
}

export function choice<const V extends string>(label: Label, options: readonly { value: V; label: Label }[]) {
  const values = options.map((option) => option.value) as [V, ...V[]];
  return { kind: 'choice', label, options, schema: z.enum(values, 'invalid_choice') } satisfies ChoiceField;
}

export function list<F extends ContentField>(
  label: Label,
  item: F,
  { min = 1, max, fixed = false }: { min?: number; max: number; fixed?: boolean },
) {
  const schema = z
    .array(item.schema as F['schema'], 'invalid_type')
    .min(min, 'too_few')
    .max(max, 'too_many');
  return { kind: 'list', label, item, min, max, fixed, schema } satisfies ListField;
}

/** A list whose length the page fixes (figures in their places, the services of a city). */
export function fixedList<F extends ContentField>(label: Label, item: F, length: number) {
  return list(label, item, { min: length, max: length, fixed: true });
}

export function group<const F extends Record<string, ContentField>>(
  label: Label,
  fields: F,
  { folded = false }: { folded?: boolean } = {},
) {
  const shape = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.schema])) as {
    [K in keyof F]: F[K]['schema'];
  };
  return { kind: 'group', label, fields, folded, schema: z.object(shape) } satisfies GroupField;
}

export type ContentOf<F extends ContentField> = z.output<F['schema']>;

const IN_LANGUAGE: Record<Language, Label> = {
  ar: { ar: 'بالعربية', en: 'in Arabic' },
  en: { ar: 'بالإنجليزية', en: 'in English' },
};

/**
 * The field at a path, named as the form shows it: ["testimonials", 2, "comment", "en"] →
 * "Testimonials › Testimonial 3 › Comment in English". Unknown parts of a path (a key a script sent by mistake)
 * end the name where the description ends.
 */
export function fieldName(field: ContentField, path: readonly PropertyKey[], lang: Language): string {
  const names: string[] = [];
  let current: ContentField | undefined = field;
  for (const key of path) {
    if (!current) break;
    if (current.kind === 'group') {
      current = current.fields[String(key)];
      if (current) names.push(current.label[lang]);
    } else if (current.kind === 'list') {
      current = current.item;
      names.push(`${current.label[lang]} ${Number(key) + 1}`);
    } else if (current.kind === 'text' && (key === 'ar' || key === 'en')) {
      names[names.length - 1] += ` ${IN_LANGUAGE[key][lang]}`;
      current = undefined;
    } else {
      current = undefined;
    }
  }
  return names.join(' › ');
}

/** The field a path points at (a list for its length, a text for its length, a number). */
function fieldAt(field: ContentField, path: readonly PropertyKey[]): ContentField | undefined {
  let current: ContentField | undefined = field;
  for (const key of path) {
    if (current?.kind === 'group') current = current.fields[String(key)];
    else if (current?.kind === 'list') current = current.item;
    else return current;
  }
  return current;
}

/**
 * One problem of a section's content as a sentence naming the field and the limit it broke:
 * "Testimonials 3 › Comment in English: is too long (at most 300 characters)".
 */
export function describeFieldIssue(
  section: ContentField,
  path: readonly PropertyKey[],
  code: string,
  lang: Language,
): string {
  const target = fieldAt(section, path);
  const limits = target && 'max' in target ? { min: 'min' in target ? target.min : undefined, max: target.max } : {};
  return `${fieldName(section, path, lang) || section.label[lang]}: ${issueText(code, lang)}${limitNote(code, limits, lang)}`;
}

/** An empty entry of a list, for the form's "add" button. */
export function emptyOf(field: ContentField): unknown {
  switch (field.kind) {
    case 'text':
      return field.languages === 'both' ? { ar: '', en: '' } : '';
    case 'number':
      return field.optional ? undefined : field.min;
    case 'choice':
      return field.options[0]?.value;
    case 'list':
      return Array.from({ length: field.min }, () => emptyOf(field.item));
    case 'group':
      return Object.fromEntries(Object.entries(field.fields).map(([key, inner]) => [key, emptyOf(inner)]));
  }
}
