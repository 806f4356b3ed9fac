import type { Language } from '../../shared/constants';

/**
 * The one list of public paths. The prerender list, the language toggle, the pre-paint language
 * redirect and the sitemap all read it. Arabic lives at the bare paths, English under /en.
 */

export const SERVICE_SLUGS = ['cleaning', 'marble', 'moving', 'maintenance', 'gardens', 'additional'] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

/** Pages that exist in both languages, by their Arabic path. */
export const BILINGUAL_PATHS: readonly string[] = [
  '/',
  '/about',
  '/services',
  ...SERVICE_SLUGS.map((slug) => `/services/${slug}`),
  '/portfolio',
  '/cities',
  '/contact',
  '/privacy',
  '/book',
];

/**
 * The customer's private page of a booking (?token=…): rendered by the server on request only, never
 * prerendered, in the sitemap or indexed. Its buttons are plain forms: it sends no script.
 */
export const PRIVATE_PATHS: readonly string[] = ['/booking', '/en/booking'];

/** Id of the route of a service page (routes.ts gives each of the six its own route). */
export function serviceRouteId(lang: Language, slug: ServiceSlug): string {
  return `${lang}-service-${slug}`;
}

/** The service a loader's page is: /services/{slug} or /en/services/{slug} (the loader's `url`). */
export function serviceSlugOfPath(pathname: string): ServiceSlug {
  const last = pathname.split('/').at(-1);
  const slug = SERVICE_SLUGS.find((s) => s === last);
  if (!slug) throw new Error(`${pathname} is not a service page`);
  return slug;
}

export const CITY_SLUGS = ['medina', 'makkah', 'jeddah', 'riyadh', 'dammam', 'khobar'] as const;

/** Pages that exist in Arabic only (city and district pages). */
export const ARABIC_ONLY_PATHS: readonly string[] = [
  ...CITY_SLUGS.map((slug) => `/cities/${slug}`),
  '/cities/medina/aziziyah',
];

/** Resource routes prerendered as files: the sitemap, robots.txt and the web app manifest. */
/** The web app manifest's address (the root's link and its resource route). */
export const MANIFEST_PATH = '/manifest.webmanifest';

export const RESOURCE_PATHS = ['/sitemap.xml', '/robots.txt', MANIFEST_PATH] as const;

/** Prerendered 404 documents; the build turns them into 404.html and en/404.html. */
export const NOT_FOUND_PATHS = ['/404', '/en/404'] as const;

/** '/about' → '/en/about'; '/' → '/en'. */
export function englishPath(arabicPath: string): string {
  return arabicPath === '/' ? '/en' : `/en${arabicPath}`;
}

/** '/en/about' → '/about'; '/en' → '/'. */
export function arabicPath(path: string): string {
  if (path === '/en' || path === '/en/') return '/';
  return path.startsWith('/en/') ? path.slice(3) : path;
}

export const ENGLISH_PATHS: readonly string[] = BILINGUAL_PATHS.map(englishPath);

/** Every public page, both languages. */
export const PUBLIC_PATHS: readonly string[] = [...BILINGUAL_PATHS, ...ENGLISH_PATHS, ...ARABIC_ONLY_PATHS];

/**
 * `value` as one of the site's public pages (`/cities/medina`, `/en`; a trailing slash dropped), or
 * null for anything else: the page a booking came from is only ever one of these.
 */
export function sitePagePath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const path = normalize(value);
  return PUBLIC_PATHS.includes(path) ? path : null;
}

export function languageOfPath(path: string): Language {
  return path === '/en' || path.startsWith('/en/') ? 'en' : 'ar';
}

function normalize(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Anchor of the note on the English cities page that says why a city page has no English copy. */
export const ARABIC_ONLY_NOTE_ID = 'arabic-only';

/** True for pages written in Arabic only (city and district pages). */
export function isArabicOnly(path: string): boolean {
  return ARABIC_ONLY_PATHS.includes(normalize(path));
}

/**
 * Where the language toggle leads: the same page in the other language; for an Arabic-only page
 * the nearest parent that exists in English (/cities/medina → /en/cities); for an unknown path the
 * same path in the other language (its 404 page). The toggle adds the note's anchor for
 * Arabic-only pages (see languageTogglePath).
 */
export function languageTogglePath(path: string, hash: string): string {
  return otherLanguagePath(path) + (isArabicOnly(path) ? `#${ARABIC_ONLY_NOTE_ID}` : hash);
}

export function otherLanguagePath(path: string): string {
  const current = normalize(path);
  if (languageOfPath(current) === 'en') return arabicPath(current);
  const known = BILINGUAL_PATHS.includes(current) || ARABIC_ONLY_PATHS.includes(current);
  if (!known) return englishPath(current);
  let candidate = current;
  while (!BILINGUAL_PATHS.includes(candidate)) {
    candidate = candidate.slice(0, candidate.lastIndexOf('/')) || '/';
  }
  return englishPath(candidate);
}

/**
 * Pages with something that only their scripts do: the contact form's checks and toasts (home and
 * contact), the booking form's windows and answers in place, and the 404 page's console line. Every
 * other page works from its HTML and the head script alone and sends no other script.
 */
export const PATHS_WITH_SCRIPTS: readonly string[] = ['/', '/contact', '/book'];

export function pageNeedsScripts(path: string): boolean {
  if (PRIVATE_PATHS.includes(normalize(path))) return false;
  const page = arabicPath(normalize(path));
  return PATHS_WITH_SCRIPTS.includes(page) || !PUBLIC_PATHS.includes(normalize(path));
}
