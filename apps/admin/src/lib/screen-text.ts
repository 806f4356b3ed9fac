import { LANGUAGES, type Language } from '@shared/constants';
import type { ar as sharedTexts } from '@/text/ar';
import type { TextShape } from '@/text/text-shape';
import { i18n } from './i18n';

/**
 * A screen's own texts, both languages in one file beside it (`features/<name>/text.ts`), loaded with
 * the screen's chunk: what only one screen says lives with that screen, what several screens share
 * stays in text/ar.ts and text/en.ts. Each text file adds its block to this interface, so
 * `t('<name>.…')` is typed like every other text:
 *
 *   declare module '../../lib/screen-text' { interface ScreenTexts { clients: typeof ar } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each screen's text file
export interface ScreenTexts {}

/** What `t()` knows: the shared texts and every screen's (declared here, beside ScreenTexts, so i18n.ts needs neither). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'admin';
    resources: { admin: typeof sharedTexts & ScreenTexts };
  }
}

export type ScreenTextPair<T> = { name: string } & Record<Language, object> & { ar: T; en: TextShape<T> };

/**
 * Adds a screen's texts under `name` in both languages (a switch of language needs no reload), once
 * its module runs: the screen's page imports its text file, so they are there before it renders.
 */
export function screenText<T extends object>(name: string, ar: T, en: TextShape<T>): ScreenTextPair<T> {
  const pair = { name, ar, en } as ScreenTextPair<T>;
  for (const language of LANGUAGES) i18n.addResourceBundle(language, 'admin', { [name]: pair[language] }, true, false);
  return pair;
}
