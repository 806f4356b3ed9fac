import type { Category } from './constants';
import { normalizeSearchText } from './search-text';
import { SERVICE_WORDS } from './service-words';

const KEY_BY_WORD = new Map<string, Category>(
  (Object.entries(SERVICE_WORDS.ar) as [Category, string][]).flatMap(([key, ar]) => [
    [normalizeSearchText(key), key],
    [normalizeSearchText(ar), key],
    [normalizeSearchText(SERVICE_WORDS.en[key]), key],
  ]),
);

/**
 * The service a message asks for, whatever language it was asked in: the word either form sends
 * (or the key itself), however it was written (letter forms, the Arabic article, case, spaces).
 * Any other text, or none, is no known service: null.
 */
export function serviceKeyOf(word: string): Category | null {
  const normalized = normalizeSearchText(word);
  // Arabic words may carry the article: التنظيف is تنظيف.
  return KEY_BY_WORD.get(normalized) ?? KEY_BY_WORD.get(normalized.replace(/^ال/, '')) ?? null;
}
