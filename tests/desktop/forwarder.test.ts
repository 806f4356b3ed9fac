import { fetchFile } from '../../desktop/test/file-fetch';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../desktop/main/messages';
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
 * The app:// scheme as the renderer sees it, against our real server: requests are built exactly
 * as Chromium hands them to protocol.handle (with the page's Origin, Referer and any cookie header)
 * and go through the forwarder and a cookie jar that plays the main process's session.
 */
let api: ApiServer;
let jar: MemoryCookieJar;
let serverUrl: string | null;
let handle: RequestHandler;
const rendererRoot = mkdtempSync(path.join(tmpdir(), 'desktop-renderer-'));
writeFileSync(path.join(rendererRoot, 'index.html'), '<!doctype html><title>admin</title>');

beforeAll(async () => {
  api = await startApiServer();
  serverUrl = api.url;
  jar = new MemoryCookieJar();
  handle = createAppHandler({
    admin: createStaticHandler({ root: rendererRoot, mount: '/admin/', csp: ADMIN_CSP, fetchFile }),
    forwarder: createForwarder({ getServerUrl: () => serverUrl, fetch: jar.fetch, cookieJar: jar, timeoutMs: 5000 }),
    pages: createMemoryHandler(DESKTOP_PAGES, PAGES_CSP),
  });
});
afterAll(async () => {
  await api.close();
  rmSync(rendererRoot, { recursive: true, force: true });
});

/** A request as the admin page at app://desktop/admin/… sends it. */
function call(
  pathAndQuery: string,
  init: { method?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {
    accept: 'application/json, text/plain, */*',
    origin: 'app://desktop',
    referer: 'app://desktop/admin/login',
    ...init.headers,
  };
  let body = init.body;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  return handle(
    new Request(`app://desktop${pathAndQuery}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body }),
  );
}

const lastSent = () => jar.sent.at(-1)!;

describe('forwarder against the real server', () => {
  it('me.php answers unauthenticated before sign-in', async () => {
    const res = await call('/backend/admin/me.php');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ authenticated: false });
    expect(lastSent().url).toBe(`${api.url}/backend/admin/me.php`);
  });

  it('passes a failed sign-in through: 401 with the Arabic error, no cookie anywhere', async () => {
    const res = await call('/backend/admin/login.php', {
      json: { email: TEST_ADMIN.email, password: 'wrong password!' },
    });
    expect(res.status).toBe(401);
    const body = (await res.json()) as { error: string };
    expect(body.error).toMatch(/[\u0600-\u06FF]/);
    expect(jar.cookies).toEqual([]);
    expect(jar.flushes).toBe(0);
  });

  it('signs in: the session cookie goes to the jar (flushed to disk), never to the renderer', async () => {
    const res = await call('/backend/admin/login.php', {
      json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ admin: { email: TEST_ADMIN.email, role: 'owner' } });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.has('set-cookie')).toBe(false);
    // The session, and the device cookie that keeps this app out of a sign-in flood's refusals.
    expect(jar.cookies.map((c) => c.name).sort()).toEqual(['mhs_device', 'mhs_device.sig', 'mhs_sid', 'mhs_sid.sig']);
    expect(jar.cookies.every((c) => c.expires !== null)).toBe(true); // persistent: survives a restart
    expect(jar.flushes).toBe(1);
    // The page's own headers stayed behind: no Origin, Referer or page cookie reached the server.
    const sent = lastSent().headers;
    expect(sent.get('origin')).toBeNull();
    expect(sent.get('referer')).toBeNull();
    expect(sent.get('content-type')).toBe('application/json');
    expect(sent.get('accept-language')).toBe('ar');
  });

  it('sends the kept cookie on me.php', async () => {
    const res = await call('/backend/admin/me.php');
    expect(await res.json()).toEqual({ authenticated: true, admin: { email: TEST_ADMIN.email, role: 'owner' } });
    expect(lastSent().headers.get('cookie')).toContain('mhs_sid=');
  });

  it('creates, updates (_method override in the query) and lists contacts as JSON', async () => {
    const contact = {
      name: 'سارة',
      phone: '0559876543',
      email: 'sara@example.com',
      service: 'تنظيف',
      message: 'تنظيف فيلا',
      preferred_time: 'مساءً',
      urgency: 'urgent',
    };
    const created = await call('/backend/admin/contacts.php', { json: contact });
    expect(created.status).toBe(201);
    const { item } = (await created.json()) as { item: { id: number; name: string } };
    expect(item.name).toBe('سارة');

    const updated = await call(`/backend/admin/contacts.php?id=${item.id}&_method=PUT`, {
      json: { ...contact, name: 'سارة أحمد' },
    });
    expect(updated.status).toBe(200);
    expect(lastSent().url).toBe(`${api.url}/backend/admin/contacts.php?id=${item.id}&_method=PUT`);

    const list = await call('/backend/admin/contacts.php?page=1&limit=20');
    const body = (await list.json()) as { items: { name: string }[]; total: number };
    expect(body.total).toBe(1);
    expect(body.items[0]?.name).toBe('سارة أحمد');
  });

  it('uploads an image as multipart, byte for byte, and serves it back from /uploads', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'before.png');
    const res = await call('/backend/admin/upload.php', { body: form });
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/[\w-]+\.(png|webp|jpg)$/);
    expect(lastSent().headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);

    const image = await call(url, { headers: { accept: 'image/*' } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([40, 30]);
  });

  it('never forwards a cookie the page made up, and passes the 401 through after sign-out', async () => {
    const out = await call('/backend/admin/logout.php', { json: {} });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()).toEqual([]);
    expect(jar.flushes).toBe(2);
    const forged = await call('/backend/admin/contacts.php', {
      headers: { cookie: 'mhs_sid=forged; mhs_sid.sig=forged' },
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ error: expect.any(String) });
    expect(lastSent().headers.get('cookie') ?? '').not.toContain('forged');
  });

  it('keeps the client routes, the setup page and unknown paths apart from the API', async () => {
    const route = await call('/admin/contacts');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>admin</title>');
    const setup = await call('/setup/');
    expect(setup.headers.get('content-security-policy')).toBe(PAGES_CSP);
    expect(await setup.text()).toContain('dir="rtl"');
    expect((await call('/backend')).status).toBe(404);
    expect((await call('/elsewhere')).status).toBe(404);
    expect((await handle(new Request('app://evil/backend/admin/me.php'))).status).toBe(404);
    const root = await call('/');
    expect([root.status, root.headers.get('location')]).toEqual([308, '/admin/']);
  });

  it('refuses traversal towards the server or the disk', async () => {
    for (const p of [
      '/backend/..%2f..%2fetc/passwd',
      '/backend/%2e%2e%2fadmin/me.php',
      '/uploads/..%5c..%5csecret',
      '/admin/..%2f..%2fetc/passwd',
      '/admin/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/admin/%2fetc%2fpasswd',
    ]) {
      const before = jar.sent.length;
      const res = await call(p);
      expect([400, 404], p).toContain(res.status);
      expect(await res.text(), p).not.toMatch(/root:|mhs_sid/);
      expect(jar.sent.length, `${p} reached the server`).toBe(before);
    }
  });

  it('answers 503 with an Arabic {error} when no server is set or the server is down', async () => {
    serverUrl = null;
    const none = await call('/backend/admin/me.php');
    expect(none.status).toBe(503);
    expect(await none.json()).toEqual({ error: MESSAGES.noServer });
    serverUrl = api.url;

    await api.stop();
    for (const p of ['/backend/admin/me.php', '/uploads/x.png']) {
      const down = await call(p);
      expect(down.status, p).toBe(503);
      expect(down.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await down.json()).toEqual({ error: MESSAGES.serverDown });
    }
  });
});
