import makeFetchCookie from 'fetch-cookie';
import { Cookie, CookieJar } from 'tough-cookie';

export { Cookie, CookieJar };

/**
 * The one cookie jar of the tests: fetch that sends the jar's cookies for the URL and stores every
 * Set-Cookie of the answer, with a browser's rules (expiry, deletion, host-only, path, Secure).
 */
export function fetchWithJar(jar: CookieJar): typeof fetch {
  return makeFetchCookie(fetch, jar) as typeof fetch;
}

/** The Cookie header the jar would send to `url` ('' when none). */
export function cookieHeaderFor(jar: CookieJar, url: string): string {
  return jar.getCookieStringSync(url);
}
