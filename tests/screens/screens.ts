import type { Role } from '../../shared/api/roles';
import type { ScreenState } from './screen-states';
import {
  BOOKING_SCREEN_SERVICE,
  BOOKING_SCREEN_STATUSES,
  type BookingRefusal,
  type BookingScreenStatus,
} from './booking-screens';
import type { Language } from '../../shared/constants';
import { ARABIC_ONLY_PATHS, BILINGUAL_PATHS, englishPath } from '../../site/app/route-paths';
import { SCREENS } from '../../apps/admin/src/app/screens';
import { SITE_BOOKING } from './mixed-messages';

/**
 * Every screen a person meets, in one list: the layout checks (tests/e2e/layout.spec.ts) and the
 * contact sheet (`npm run screenshots`) both walk it, so a new page is checked and photographed at once.
 */
export interface Screen {
  /** Short name used in test titles and file names. */
  name: string;
  path: string;
  lang: Language;
  area: 'site' | 'admin';
  /** Admin screens behind the sign-in. */
  signedIn?: boolean;
  /** Who is signed in: an owner unless this says another role (what that role sees). */
  role?: Role;
  /** A state of the screen to look at, once it has opened (screen-states.ts). */
  state?: ScreenState;
  /** The private page (`path`) of a booking in this state, made when first opened (booking-screens.ts). */
  booking?: BookingScreenStatus;
  /** The booking form (`path`) sent without scripts and answered refused (booking-screens.ts). */
  refusal?: BookingRefusal;
}

export const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
export type Width = (typeof WIDTHS)[number];

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

function siteScreen(path: string, lang: Language): Screen {
  const slug = path === '/' || path === '/en' ? 'home' : path.replace(/^\/(en\/)?/, '').replaceAll('/', '-');
  return { name: `${lang}-${slug}`, path, lang, area: 'site' };
}

/**
 * The booking pages past their plain state: the form with a service's free times, the form refused
 * (its fields, or its window taken), and the customer's private page in each state of a booking.
 */
function bookingScreens(lang: Language): Screen[] {
  const prefix = lang === 'en' ? '/en' : '';
  const form = { path: `${prefix}/book?service=${BOOKING_SCREEN_SERVICE}`, lang, area: 'site' } as const;
  return [
    { name: `${lang}-book-service`, ...form },
    { name: `${lang}-book-refused`, ...form, refusal: 'invalid' },
    { name: `${lang}-book-taken`, ...form, refusal: 'taken' },
    ...BOOKING_SCREEN_STATUSES.map((booking): Screen => ({
      name: `${lang}-booking-${booking}`,
      path: `${prefix}/booking`,
      lang,
      area: 'site',
      booking,
    })),
  ];
}

export const SITE_SCREENS: Screen[] = [
  ...BILINGUAL_PATHS.flatMap((path) => [siteScreen(path, 'ar'), siteScreen(englishPath(path), 'en')]),
  ...ARABIC_ONLY_PATHS.map((path) => siteScreen(path, 'ar')),
  ...bookingScreens('ar'),
  ...bookingScreens('en'),
  { name: 'ar-not-found', path: '/no-such-page', lang: 'ar', area: 'site' },
  { name: 'en-not-found', path: '/en/no-such-page', lang: 'en', area: 'site' },
];

/** A signed-in screen of the admin's table, named by its path (the path is the specification's). */
function adminScreen(path: string, extra: Partial<Screen> = {}): Screen {
  return { name: `admin-${path}`, path: `/admin/${path}`, lang: 'ar', area: 'admin', signedIn: true, ...extra };
}

/**
 * What the admin's table (apps/admin/src/app/screens.ts) has no row for: the sign-in screen, another
 * view of a screen, a screen in a state (a panel or a dialog open), and the not-allowed page.
 */
const ADMIN_EXTRAS: Screen[] = [
  { name: 'admin-login', path: '/admin/login', lang: 'ar', area: 'admin' },
  adminScreen('bookings', { name: 'admin-bookings-list', path: '/admin/bookings?view=list' }),
  adminScreen('contacts', { name: 'admin-contacts-panel', state: 'row-panel' }),
  // The site's booking's message, its panel open: the booking, the answers, what the customer was told.
  adminScreen('contacts', {
    name: 'admin-contacts-booking',
    path: `/admin/contacts?q=${SITE_BOOKING.phone}`,
    state: 'row-panel',
  }),
  adminScreen('contacts', { name: 'admin-contacts-add', state: 'add-dialog' }),
  adminScreen('clients', { name: 'admin-clients-panel', state: 'row-panel' }),
  adminScreen('portfolio', { name: 'admin-portfolio-add', state: 'add-dialog' }),
  adminScreen('staff', { name: 'admin-staff-add', state: 'add-dialog' }),
  adminScreen('bookings', { name: 'admin-bookings-visit', state: 'visit-panel' }),
  adminScreen('bookings', { name: 'admin-bookings-add', state: 'add-dialog' }),
  // An agent's link to the staff screen: the not-allowed page.
  adminScreen('staff', { name: 'admin-not-allowed', role: 'agent' }),
  // The dashboard as an agent sees it (no week's figures: those are the reports').
  adminScreen('dashboard', { name: 'admin-dashboard-agent', role: 'agent' }),
  // The reports' other tabs: their tables and bars on a phone.
  ...(['services', 'financial', 'clients', 'performance'] as const).map((tab) =>
    adminScreen('reports', { name: `admin-reports-${tab}`, path: `/admin/reports?tab=${tab}` }),
  ),
];

/** Every screen of the admin's table as it opens, then the extras. */
export const ADMIN_SCREENS: Screen[] = [...SCREENS.map((screen) => adminScreen(screen.path)), ...ADMIN_EXTRAS];

/**
 * What the browser keeps before a screen opens: the admin's language before sign-in (after it, the
 * account's), and for a signed-in screen the flag the sign-in screen leaves, which the older
 * dashboard also asks for.
 */
export function storageFor(screen: Screen): Record<string, string> {
  return screen.signedIn ? { adminLanguage: screen.lang, adminAuth: 'true' } : { adminLanguage: screen.lang };
}

/** The same admin screens in English (signed in as an account whose language is English). */
export const ENGLISH_ADMIN_SCREENS: Screen[] = ADMIN_SCREENS.map((screen) => ({
  ...screen,
  name: screen.name.replace(/^admin-/, 'admin-en-'),
  lang: 'en',
}));

export const ALL_SCREENS: Screen[] = [...SITE_SCREENS, ...ADMIN_SCREENS, ...ENGLISH_ADMIN_SCREENS];
