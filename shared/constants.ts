/** Values fixed by the specification (SPEC.md §3, §9) and used by more than one part. */

export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'system';

/** Keys under which the public site keeps the visitor's choices in localStorage. */
export const STORAGE_KEYS = { language: 'language', theme: 'theme' } as const;

export const CATEGORIES = ['cleaning', 'marble', 'moving', 'maintenance', 'gardens', 'additional'] as const;
export type Category = (typeof CATEGORIES)[number];
export const DEFAULT_CATEGORY: Category = 'cleaning';

export const URGENCIES = ['normal', 'urgent', 'emergency'] as const;
export type Urgency = (typeof URGENCIES)[number];
export const DEFAULT_URGENCY: Urgency = 'normal';

export const ADMIN_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const DEFAULT_RATING = 5;

/** Largest accepted upload, in bytes. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Total pages of a paged admin list: ceiling(total / size), at least 1 (SPEC.md §9). */
export function totalPages(total: number, pageSize: number = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
