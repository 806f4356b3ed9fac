import type { Role } from '../../shared/api/roles';
import type { ScreenState } from './screen-states';
import { ARABIC_ONLY_PATHS, BILINGUAL_PATHS, englishPath, type PageLanguage } from '../../site/app/route-paths';

/**
 * Every screen a person meets, in one list: the layout checks (tests/e2e/layout.spec.ts) and the
 * contact sheet (`npm run screenshots`) both walk it, so a new page is checked and photographed at once.
 */
export interface Screen {
  /** Short name used in test titles and file names. */
  name: string;
  path: string;
  lang: PageLanguage;
  area: 'site' | 'admin';
  /** Admin screens behind the sign-in. */
  signedIn?: boolean;
  /** Who is signed in: an owner unless this says another role (what that role sees). */
  role?: Role;
  /** A state of the screen to look at, once it has opened (screen-states.ts). */
  state?: ScreenState;
}

export const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
export type Width = (typeof WIDTHS)[number];

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

function siteScreen(path: string, lang: PageLanguage): Screen {
  const slug = path === '/' || path === '/en' ? 'home' : path.replace(/^\/(en\/)?/, '').replaceAll('/', '-');
  return { name: `${lang}-${slug}`, path, lang, area: 'site' };
}

export const SITE_SCREENS: Screen[] = [
  ...BILINGUAL_PATHS.flatMap((path) => [siteScreen(path, 'ar'), siteScreen(englishPath(path), 'en')]),
  ...ARABIC_ONLY_PATHS.map((path) => siteScreen(path, 'ar')),
  { name: 'ar-not-found', path: '/no-such-page', lang: 'ar', area: 'site' },
  { name: 'en-not-found', path: '/en/no-such-page', lang: 'en', area: 'site' },
];

export const ADMIN_SCREENS: Screen[] = [
  { name: 'admin-login', path: '/admin/login', lang: 'ar', area: 'admin' },
  { name: 'admin-contacts', path: '/admin/contacts', lang: 'ar', area: 'admin', signedIn: true },
  { name: 'admin-portfolio', path: '/admin/portfolio', lang: 'ar', area: 'admin', signedIn: true },
  { name: 'admin-settings', path: '/admin/settings', lang: 'ar', area: 'admin', signedIn: true },
  { name: 'admin-go-live', path: '/admin/go-live', lang: 'ar', area: 'admin', signedIn: true },
  { name: 'admin-bookings', path: '/admin/bookings', lang: 'ar', area: 'admin', signedIn: true },
  { name: 'admin-bookings-list', path: '/admin/bookings?view=list', lang: 'ar', area: 'admin', signedIn: true },
  { name: 'admin-account', path: '/admin/account', lang: 'ar', area: 'admin', signedIn: true },
  { name: 'admin-staff', path: '/admin/staff', lang: 'ar', area: 'admin', signedIn: true },
  { name: 'admin-audit', path: '/admin/audit', lang: 'ar', area: 'admin', signedIn: true },
  { name: 'admin-website', path: '/admin/website', lang: 'ar', area: 'admin', signedIn: true },
  { name: 'admin-clients', path: '/admin/clients', lang: 'ar', area: 'admin', signedIn: true },
  { name: 'admin-reports', path: '/admin/reports?period=month', lang: 'ar', area: 'admin', signedIn: true },
  { name: 'admin-services', path: '/admin/services', lang: 'ar', area: 'admin', signedIn: true },
  // Its states: a message open beside the list, and the add dialogs.
  {
    name: 'admin-contact-panel',
    path: '/admin/contacts',
    lang: 'ar',
    area: 'admin',
    signedIn: true,
    state: 'row-panel',
  },
  { name: 'admin-client-panel', path: '/admin/clients', lang: 'ar', area: 'admin', signedIn: true, state: 'row-panel' },
  {
    name: 'admin-contact-add',
    path: '/admin/contacts',
    lang: 'ar',
    area: 'admin',
    signedIn: true,
    state: 'add-dialog',
  },
  {
    name: 'admin-portfolio-add',
    path: '/admin/portfolio',
    lang: 'ar',
    area: 'admin',
    signedIn: true,
    state: 'add-dialog',
  },
  { name: 'admin-staff-add', path: '/admin/staff', lang: 'ar', area: 'admin', signedIn: true, state: 'add-dialog' },
  // The bookings screen's states: a visit open beside the week, and a new visit's form.
  {
    name: 'admin-bookings-visit',
    path: '/admin/bookings',
    lang: 'ar',
    area: 'admin',
    signedIn: true,
    state: 'visit-panel',
  },
  {
    name: 'admin-bookings-add',
    path: '/admin/bookings',
    lang: 'ar',
    area: 'admin',
    signedIn: true,
    state: 'add-dialog',
  },
  // An agent's link to the staff screen: the not-allowed page.
  { name: 'admin-not-allowed', path: '/admin/staff', lang: 'ar', area: 'admin', signedIn: true, role: 'agent' },
];

/** The same admin screens in English (signed in as an account whose language is English). */
export const ENGLISH_ADMIN_SCREENS: Screen[] = ADMIN_SCREENS.map((screen) => ({
  ...screen,
  name: screen.name.replace(/^admin-/, 'admin-en-'),
  lang: 'en',
}));

export const ALL_SCREENS: Screen[] = [...SITE_SCREENS, ...ADMIN_SCREENS, ...ENGLISH_ADMIN_SCREENS];
