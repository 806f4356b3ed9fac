import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFile } from '../../desktop/test/file-fetch';
import { DESKTOP_PAGES } from '../../desktop/main/pages';
import { createAppHandler } from '../../desktop/main/serve/app-handler';
import { createForwarder } from '../../desktop/main/serve/forwarder';
import { createMemoryHandler } from '../../desktop/main/serve/memory-handler';
import { ADMIN_CSP, PAGES_CSP } from '../../desktop/main/serve/security-headers';
import { createStaticHandler } from '../../desktop/main/serve/static-handler';
import type { RequestHandler } from '../../desktop/main/serve/types';
import { startApiServer, TEST_ADMIN, type ApiServer } from './support/api-server';
import { MemoryCookieJar } from './support/memory-cookie-jar';

/**
 * The desktop app forwards sign-in itself (main process, its own cookie jar): the second step goes
 * the same way, the cookie between the two steps stays in the jar, the session it opens is written
 * to disk at once, and "this device is mine" is kept for the next sign-in. Against our real server.
 */
let api: ApiServer;
let jar: MemoryCookieJar;
let handle: RequestHandler;
const rendererRoot = mkdtempSync(path.join(tmpdir(), 'desktop-mfa-'));
writeFileSync(path.join(rendererRoot, 'index.html'), '<!doctype html><title>admin</title>');

beforeAll(async () => {
  api = await startApiServer();
  jar = new MemoryCookieJar();
  handle = createAppHandler({
    admin: createStaticHandler({ root: rendererRoot, mount: '/admin/', csp: ADMIN_CSP, fetchFile }),
    forwarder: createForwarder({ getServerUrl: () => api.url, fetch: jar.fetch, cookieJar: jar, timeoutMs: 5000 }),
    pages: createMemoryHandler(DESKTOP_PAGES, PAGES_CSP),
  });
});
afterAll(async () => {
  await api.close();
  rmSync(rendererRoot, { recursive: true, force: true });
});

/** A POST as the admin page at app://desktop/admin/… sends it; the answer's status and JSON. */
async function post(pathAndQuery: string, json: unknown = {}) {
  const res = await handle(
    new Request(`app://desktop${pathAndQuery}`, {
      method: 'POST',
      headers: { origin: 'app://desktop', 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(json),
    }),
  );
  return { status: res.status, data: (await res.json()) as Record<string, unknown>, headers: res.headers };
}
const signIn = () => post('/backend/admin/login.php', { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
const codeAt = (secret: string, offset: number) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offset });

describe('two-step sign-in in the desktop app', () => {
  it('takes the code through the forwarder, keeps the session on disk and the device as the person’s', async () => {
    expect((await signIn()).status).toBe(200);
    const started = await post('/backend/admin/mfa-totp.php');
    const secret = String(started.data.secret);
    expect((await post('/backend/admin/mfa-totp.php?action=confirm', { code: codeAt(secret, 0) })).status).toBe(200);
    await post('/backend/admin/logout.php');

    const first = await signIn();
    expect(first.data).toEqual({ mfa_required: true, methods: ['totp'] });
    expect(first.headers.has('set-cookie')).toBe(false);
    expect(jar.cookies.map((c) => c.name)).toContain('mhs_mfa_pending');
    const flushes = jar.flushes;
    const second = await post('/backend/admin/login-mfa.php', { code: codeAt(secret, 30), remember_device: true });
    expect(second.status).toBe(200);
    expect(second.data).toEqual({ admin: { email: TEST_ADMIN.email, role: 'owner' } });
    expect(second.headers.has('set-cookie')).toBe(false);
    expect(jar.flushes).toBe(flushes + 1);
    expect(jar.cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['mhs_sid', 'mhs_mfa_device']));

    await post('/backend/admin/logout.php');
    expect((await signIn()).data).toEqual({ admin: { email: TEST_ADMIN.email, role: 'owner' } });
  });
});
