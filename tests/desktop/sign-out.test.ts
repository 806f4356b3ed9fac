import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signOutOf } from '../../desktop/main/sign-out';
import { deadUrl } from '../../desktop/test/tiny-server';
import { startApiServer, TEST_ADMIN, type ApiServer } from './support/api-server';
import { MemoryCookieJar } from './support/memory-cookie-jar';

/** Leaving a server signs out of it first: its session ends on the server, not only in the jar. */
let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

const me = (jar: MemoryCookieJar, cookie?: string) =>
  jar
    .fetch(`${api.url}/backend/admin/me.php`, cookie ? { headers: { cookie } } : { credentials: 'include' })
    .then((r) => r.json() as Promise<{ authenticated: boolean }>);

describe('signOutOf', () => {
  it('ends the session on the old server: even a replayed copy of its cookie no longer works', async () => {
    const jar = new MemoryCookieJar();
    const login = await jar.fetch(`${api.url}/backend/admin/login.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
      credentials: 'include',
    });
    expect(login.status).toBe(200);
    const copied = jar.jar.getCookieStringSync(api.url);
    expect((await me(jar)).authenticated).toBe(true);

    await signOutOf(api.url, jar.fetch);

    expect((await me(new MemoryCookieJar(), copied)).authenticated).toBe(false);
    expect(jar.sent.at(-1)?.url).toBe(`${api.url}/backend/admin/logout.php`);
  });

  it('never throws for a server that is gone', async () => {
    await expect(signOutOf(await deadUrl(), new MemoryCookieJar().fetch)).resolves.toBeUndefined();
  });
});
