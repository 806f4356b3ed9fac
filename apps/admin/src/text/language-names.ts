import type { Language } from '@shared/constants';

/** Each language named in itself, the same in every language of the admin (the language switch shows both). */
export const LANGUAGE_NAMES: Record<Language, string> = { ar: 'العربية', en: 'English' };
