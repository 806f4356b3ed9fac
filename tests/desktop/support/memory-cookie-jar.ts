import type { CookieJar } from '../../../desktop/main/serve/types';

interface StoredCookie {
  origin: string;
  name: string;
  value: string;
  expires: number | null;
}

/**
 * What Electron's session does for net.fetch, in Node: a tiny cookie jar (by origin, enough for one
 * host-only session cookie) and a fetch that sends its cookies and stores every Set-Cookie of the
 * answer before anyone else sees the response. It also counts flushes and clears, and serves as the
 * CookieJar the forwarder and settings use.
 */
export class MemoryCookieJar implements CookieJar {
  cookies: StoredCookie[] = [];
  flushes = 0;
  /** Every request as it left for the server (headers include the Cookie the jar attached). */
  sent: { url: string; headers: Headers }[] = [];

  fetch = async (input: string, init: RequestInit): Promise<Response> => {
    const url = new URL(input);
    const headers = new Headers(init.headers);
    const cookie = this.headerFor(url.origin);
    if (init.credentials === 'include' && cookie) headers.set('cookie', cookie);
    this.sent.push({ url: input, headers });
    const response = await fetch(input, { ...init, headers });
    if (init.credentials === 'include') this.store(url.origin, response.headers.getSetCookie());
    return response;
  };

  headerFor(origin: string): string {
    const now = Date.now();
    this.cookies = this.cookies.filter((c) => c.expires === null || c.expires > now);
    return this.cookies
      .filter((c) => c.origin === origin)
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  store(origin: string, setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let expires: number | null = null;
      for (const attribute of attributes) {
        const [key = '', val = ''] = attribute.split('=');
        if (key.toLowerCase() === 'expires') expires = Date.parse(val);
        if (key.toLowerCase() === 'max-age') expires = Date.now() + Number(val) * 1000;
      }
      this.cookies = this.cookies.filter((c) => !(c.origin === origin && c.name === name));
      if (value !== '' && (expires === null || expires > Date.now()))
        this.cookies.push({ origin, name, value, expires });
    }
  }

  async flush(): Promise<void> {
    this.flushes += 1;
  }

  async clear(serverUrl: string): Promise<void> {
    const origin = new URL(serverUrl).origin;
    this.cookies = this.cookies.filter((c) => c.origin !== origin);
  }
}
