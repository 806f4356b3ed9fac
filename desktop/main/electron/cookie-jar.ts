import type { Session } from 'electron';
import type { CookieJar } from '../serve/types';

/** The app session's persistent cookie store as the CookieJar the forwarder and settings use. */
export function createSessionCookieJar(session: Session): CookieJar {
  return {
    flush: () => session.cookies.flushStore(),
    async clear(serverUrl) {
      const cookies = await session.cookies.get({ url: serverUrl });
      const origin = new URL(serverUrl);
      await Promise.all(
        cookies.map((cookie) => {
          const host = (cookie.domain ?? origin.hostname).replace(/^\./, '');
          const url = `${cookie.secure ? 'https' : origin.protocol.slice(0, -1)}://${host}${cookie.path ?? '/'}`;
          return session.cookies.remove(url, cookie.name);
        }),
      );
    },
  };
}
