import { isDeepStrictEqual } from 'node:util';
import type { ContentChange } from '@shared/schemas/content';

/**
 * What a publish changed, field by field: every leaf (text, number) that differs, by its path
 * ("phones.1", "name.en"), with its value before and after. A list that grew or shrank shows each
 * index that differs (an added entry has `before` undefined, stored as null).
 */
export function changesBetween(before: unknown, after: unknown, path = ''): ContentChange[] {
  if (isDeepStrictEqual(before, after)) return [];
  const bothObjects = typeof before === 'object' && before !== null && typeof after === 'object' && after !== null;
  if (!bothObjects) return [{ field: path, before: before ?? null, after: after ?? null }];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].flatMap((key) =>
    changesBetween(
      (before as Record<string, unknown>)[key],
      (after as Record<string, unknown>)[key],
      path ? `${path}.${key}` : key,
    ),
  );
}
