import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { en } from './en';
import type { ScreenTextPair } from '../lib/screen-text';

/** Every text of a resource by its dotted key: { 'auth.title': '…' }. */
function flatten(node: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') for (const entry of flatten(value as object, path)) out.set(...entry);
    else out.set(path, `<not a text: ${typeof value}>`);
  }
  return out;
}

/** Plural forms are one text: notesCount_one and notesCount_other are both "notesCount". */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]!).sort();

/**
 * What the two languages must agree on, as readable problems (empty when they agree): the same
 * texts, each non-empty, with the same {{placeholders}} (a plural's forms together; `count` may be
 * left out of a form that names its number in words, "ملاحظة واحدة").
 */
export function resourceProblems(resources: Record<string, object>): string[] {
  const problems: string[] = [];
  const flat = Object.entries(resources).map(([lang, resource]) => [lang, flatten(resource)] as const);
  const keysOf = (texts: Map<string, string>) => new Set([...texts.keys()].map(baseKey));
  const allKeys = new Set(flat.flatMap(([, texts]) => [...keysOf(texts)]));
  const placeholdersOf = (texts: Map<string, string>, key: string) =>
    [...new Set([...texts].filter(([k]) => baseKey(k) === key).flatMap(([, text]) => placeholders(text)))]
      .filter((name) => name !== 'count')
      .sort()
      .join(',');
  for (const key of [...allKeys].sort()) {
    const present = flat.filter(([, texts]) => keysOf(texts).has(key));
    for (const [lang] of flat.filter(([, texts]) => !keysOf(texts).has(key)))
      problems.push(`${lang}: ${key} is missing`);
    for (const [lang, texts] of present) {
      for (const [k, text] of texts)
        if (baseKey(k) === key && text.trim() === '') problems.push(`${lang}: ${k} is empty`);
      if ([...texts.keys()].some((k) => baseKey(k) === key && k !== key) && !texts.has(`${key}_other`)) {
        problems.push(`${lang}: ${key} has plural forms but no ${key}_other`);
      }
    }
    const shapes = new Set(present.map(([, texts]) => placeholdersOf(texts, key)));
    if (shapes.size > 1) {
      problems.push(
        `${key}: placeholders differ (${present.map(([l, t]) => `${l}: ${placeholdersOf(t, key)}`).join('; ')})`,
      );
    }
  }
  return problems;
}

/** Every screen's own text file (lib/screen-text.ts), by its path. */
const SCREEN_TEXTS = import.meta.glob<Record<string, ScreenTextPair<object>>>(
  ['../features/*/text.ts', '../app/*/text.ts'],
  {
    eager: true,
  },
);
const screenTexts = Object.entries(SCREEN_TEXTS).map(([file, exports]) => {
  const pair = Object.values(exports).find((value) => typeof value?.name === 'string')!;
  return { file: file.replace(/^\.\.\//, ''), folder: file.replace(/^\.\.\//, '').replace(/\/text\.ts$/, ''), pair };
});

/** The admin's source files, by path below src/, with their text. */
const SOURCES = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/text.ts', '!../text/*'],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);

describe('the admin texts', () => {
  it('have the same keys in Arabic and English, none empty, with the same placeholders', () => {
    expect(resourceProblems({ ar, en })).toEqual([]);
  });

  it("each screen's own texts: the same checks, under a name no shared text has", () => {
    expect(screenTexts.map(({ file }) => file)).toContain('features/customers/text.ts');
    for (const { file, pair } of screenTexts) {
      expect(resourceProblems({ ar: pair.ar, en: pair.en }), file).toEqual([]);
      expect(Object.keys(ar), file).not.toContain(pair.name);
    }
  });

  it("a file that uses a screen's own texts imports them (they are added when their module runs)", () => {
    const missing: string[] = [];
    for (const [source, code] of Object.entries(SOURCES)) {
      for (const { folder, pair } of screenTexts) {
        // `<name>.<one of its keys>` (a live event such as 'portfolio.changed' names no text).
        const named = [...code.matchAll(new RegExp(`['"\`]${pair.name}\\.([a-zA-Z]+)`, 'g'))];
        const keys = new Set(Object.keys(pair.ar).map(baseKey));
        if (!named.some(([, key]) => keys.has(key!))) continue;
        const file = source.replace(/^\.\.\//, '');
        const wanted = path.relative(path.dirname(file), `${folder}/text`).replace(/^(?!\.)/, './');
        if (!file.startsWith(`${folder}/`) || !code.includes(`import '${wanted}';`))
          missing.push(`${file}: ${pair.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('are told apart when a key is missing, a text is empty or a placeholder differs', () => {
    expect(
      resourceProblems({
        ar: { a: { title: 'عنوان', hello: 'مرحبا {{name}}' }, only: 'نص', n_one: 'واحد', n_other: '{{count}} كثير' },
        en: { a: { title: ' ', hello: 'Hello {{person}}' }, n_one: 'one', n_other: '{{count}} many' },
      }),
    ).toEqual(['a.hello: placeholders differ (ar: name; en: person)', 'en: a.title is empty', 'en: only is missing']);
  });
});
