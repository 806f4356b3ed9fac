import type { Language } from '../constants';

/** A section's content as one language's page shows it: every `{ ar, en }` text becomes its string. */
export type InLanguage<T> = T extends { ar: string; en: string }
  ? string
  : T extends readonly (infer U)[]
    ? InLanguage<U>[]
    : T extends object
      ? { [K in keyof T]: InLanguage<T[K]> }
      : T;

function isPair(value: object): value is { ar: string; en: string } {
  const keys = Object.keys(value);
  return keys.length === 2 && 'ar' in value && 'en' in value && typeof value.ar === 'string';
}

/** The content in one language (the pages' loaders send only that one to the browser). */
export function inLanguage<T>(value: T, lang: Language): InLanguage<T> {
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, lang)) as InLanguage<T>;
  if (value === null || typeof value !== 'object') return value as InLanguage<T>;
  if (isPair(value)) return value[lang] as InLanguage<T>;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, inLanguage(inner, lang)]),
  ) as InLanguage<T>;
}
