import type { Language } from '@shared/constants';
import type { GuardedCall } from '@shared/api/roles';

/** The menu's icons by name (app/screen-icons.tsx draws each). */
export type ScreenIconName =
  | 'messages'
  | 'pictures'
  | 'globe'
  | 'staff'
  | 'history'
  | 'person'
  | 'settings'
  | 'dashboard'
  | 'people'
  | 'services'
  | 'calendar'
  | 'clock'
  | 'chart'
  | 'rocket';

/**
 * The one table of the admin's screens: the router makes a route of each, the menu an entry, and
 * the layout checks and screenshots (tests/screens/screens.ts) walk each. A new screen is one row
 * here, its loader in app/screen-loaders.ts, its page in its feature folder and the page's own texts
 * beside it (`features/<name>/text.ts`, both languages; lib/screen-text.ts). Plain data, no React:
 * the tests read it in Node.
 * Paths are relative to the admin's base (/admin).
 */
export interface Screen {
  path: string;
  /**
   * The menu entry's text in each language, also the window title while the screen is open: here,
   * not in the screen's texts, because the menu shows it before the screen's chunk has loaded.
   */
  label: Readonly<Record<Language, string>>;
  icon: ScreenIconName;
  /**
   * The call the screen reads: a person whose role may not make it (shared/api/roles.ts) has no menu
   * entry for it, and a link to it shows the not-allowed page.
   */
  call?: GuardedCall;
}

const ROWS = [
  {
    // The messages screen; its path is the specification's (/admin/contacts, the office's e-mail links to it).
    path: 'contacts',
    label: { ar: 'رسائل التواصل', en: 'Contact messages' },
    call: 'contacts',
    icon: 'messages',
  },
  {
    // The customers screen; its path is the specification's (/admin/clients).
    path: 'clients',
    label: { ar: 'العملاء', en: 'Customers' },
    call: 'customers',
    icon: 'people',
  },
  {
    // The visits screen; its path is the specification's (/admin/bookings).
    path: 'bookings',
    label: { ar: 'الزيارات', en: 'Visits' },
    call: 'visits',
    icon: 'calendar',
  },
  {
    // The times the site's booking form offers: teams, hours, visit lengths (managers).
    path: 'booking-settings',
    label: { ar: 'مواعيد الحجز', en: 'Booking times' },
    call: 'bookingSettings',
    icon: 'clock',
  },
  {
    path: 'services',
    label: { ar: 'الخدمات', en: 'Services' },
    call: 'reports',
    icon: 'services',
  },
  {
    path: 'reports',
    label: { ar: 'التقارير', en: 'Reports' },
    call: 'reports',
    icon: 'chart',
  },
  {
    path: 'dashboard',
    label: { ar: 'لوحة المعلومات', en: 'Dashboard' },
    icon: 'dashboard',
  },
  {
    path: 'portfolio',
    label: { ar: 'معرض الأعمال', en: 'Portfolio' },
    call: 'portfolio',
    icon: 'pictures',
  },
  {
    path: 'website',
    label: { ar: 'الموقع', en: 'Website' },
    call: 'content',
    icon: 'globe',
  },
  {
    path: 'staff',
    label: { ar: 'الموظفون', en: 'Staff' },
    call: 'staff',
    icon: 'staff',
  },
  {
    path: 'audit',
    label: { ar: 'سجل النشاط', en: 'Activity log' },
    call: 'audit',
    icon: 'history',
  },
  {
    path: 'account',
    label: { ar: 'حسابي', en: 'My account' },
    call: 'account',
    icon: 'person',
  },
  {
    path: 'go-live',
    label: { ar: 'قائمة الإطلاق', en: 'Go-live checklist' },
    call: 'goLive',
    icon: 'rocket',
  },
  {
    path: 'settings',
    label: { ar: 'الإعدادات', en: 'Settings' },
    call: 'notifications',
    icon: 'settings',
  },
] as const satisfies readonly Screen[];

/** A screen's path, as the loaders (app/screen-loaders.ts) are keyed. */
export type ScreenPath = (typeof ROWS)[number]['path'];

export const SCREENS: readonly (Screen & { path: ScreenPath })[] = ROWS;

/** The screen a location is on ('/contacts/12' → contacts), if any. */
export function screenOf(pathname: string): Screen | undefined {
  return SCREENS.find((screen) => pathname === `/${screen.path}` || pathname.startsWith(`/${screen.path}/`));
}
