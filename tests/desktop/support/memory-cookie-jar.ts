import type { CookieJar } from '../../../desktop/main/serve/types';
import { CookieJar as ToughCookieJar, fetchWithJar } from '../../support/cookie-fetch';

/**
 * What Electron's session does for net.fetch, in Node: the tests' one cookie jar (tough-cookie)
 * behind a fetch that, with `credentials: 'include'`, sends its cookies and stores every Set-Cookie
 * of the answer before anyone else sees the response. It also counts flushes, and serves as the
 * CookieJar the forwarder and settings use.
 */
export class MemoryCookieJar implements CookieJar {
  readonly jar = new ToughCookieJar();
  private readonly fetchWithCookies = fetchWithJar(this.jar);
  flushes = 0;
  /** Every request as it left for the server (headers include the Cookie the jar attached). */
  sent: { url: string; headers: Headers }[] = [];

  fetch = async (input: string, init: RequestInit): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (init.credentials !== 'include') {
      this.sent.push({ url: input, headers });
      return fetch(input, { ...init, headers });
    }
    const cookie = this.jar.getCookieStringSync(input);
    if (cookie) headers.set('cookie', cookie);
    this.sent.push({ url: input, headers });
    return this.fetchWithCookies(input, init);
  };

  /** The cookies held, as name, value and expiry (ms since the epoch; null for a session cookie). */
  get cookies(): { name: string; value: string; expires: number | null }[] {
    return (this.jar.serializeSync()?.cookies ?? []).map((c) => ({
      name: String(c.key),
      value: String(c.value),
      expires: typeof c.expires === 'string' && c.expires !== 'Infinity' ? Date.parse(c.expires) : null,
    }));
  }

  async flush(): Promise<void> {
    this.flushes += 1;
  }

  async clear(serverUrl: string): Promise<void> {
    await this.jar.store.removeCookies(new URL(serverUrl).hostname, null);
  }
}
