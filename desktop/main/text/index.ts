import type { Language } from '@shared/constants';
import { AR, type DesktopTexts } from './ar';
import { EN } from './en';

export type { DesktopTexts };

/** The desktop program's own texts in each language the admin offers. */
export const DESKTOP_TEXTS: Record<Language, DesktopTexts> = { ar: AR, en: EN };
