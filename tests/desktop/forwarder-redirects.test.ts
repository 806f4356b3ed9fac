import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@shared/constants';
import { MESSAGES } from '../../desktop/main/messages';
import { createForwarder, MAX_FORWARDED_BODY_BYTES } from '../../desktop/main/serve/forwarder';
import { startTinyServer } from '../../desktop/test/tiny-server';
import { MemoryCookieJar } from './support/memory-cookie-jar';

/**
 * A server that moved: /old/* answers with the redirect status named in the query, to /new/*,
 * which records every request it gets (method and body). The forwarder must never turn a POST into
 * a GET at the new address, nor replay it there.
 */
let server: { url: string; close: () => Promise<void> };
const reached: { method: string; url: string; body: string }[] = [];
const forwardTo = (fetch = new MemoryCookieJar().fetch) =>
  createForwarder({ getServerUrl: () => server.url, fetch, cookieJar: new MemoryCookieJar(), timeoutMs: 5000 });

beforeAll(async () => {
  server = await startTinyServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/backend/old/')) {
      req.resume();
      res.writeHead(Number(url.searchParams.get('status')), { location: url.pathname.replace('/old/', '/new/') });
      return res.end();
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      reached.push({ method: req.method ?? '', url: req.url ?? '', body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
  });
});
afterAll(() => server.close());

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(`app://desktop${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);

describe('forwarder and redirects', () => {
  it.each([301, 302, 307, 308])(
    'a POST answered with %i is refused with the Arabic reason, sent nowhere else',
    async (status) => {
      reached.length = 0;
      const res = await forwardTo()(post(`/backend/old/save.php?status=${status}`, '{"name":"x"}'));
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ error: MESSAGES.redirectRefused });
      expect(reached).toEqual([]);
    },
  );

  it.each(['PUT', 'PATCH', 'DELETE'])('so is a %s', async (method) => {
    reached.length = 0;
    const res = await forwardTo()(new Request(`app://desktop/backend/old/x.php?status=307`, { method }));
    expect(res.status).toBe(502);
    expect(reached).toEqual([]);
  });

  it("Electron's own refusal of a redirect (net.fetch rejects in manual mode) gives the same answer", async () => {
    const electronLike = async (_url: string, init: RequestInit) => {
      expect(init.redirect).toBe('manual');
      throw new Error('Redirect was cancelled');
    };
    const res = await forwardTo(electronLike)(post('/backend/admin/login.php', '{}'));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: MESSAGES.redirectRefused });
  });

  it('a GET still follows the redirect (reading is safe)', async () => {
    reached.length = 0;
    const res = await forwardTo()(new Request('app://desktop/backend/old/list.php?status=301'));
    expect(res.status).toBe(200);
    expect(reached).toEqual([{ method: 'GET', url: '/backend/new/list.php', body: '' }]);
  });

  it('a POST without a redirect goes through with its body', async () => {
    reached.length = 0;
    const res = await forwardTo()(post('/backend/new/save.php', '{"name":"x"}'));
    expect(res.status).toBe(200);
    expect(reached).toEqual([{ method: 'POST', url: '/backend/new/save.php', body: '{"name":"x"}' }]);
  });
});

describe('forwarder body cap', () => {
  it("is the server's own upload limit plus room for the multipart envelope", () => {
    expect(MAX_FORWARDED_BODY_BYTES).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(MAX_FORWARDED_BODY_BYTES).toBeLessThan(MAX_UPLOAD_BYTES + 1024 * 1024);
  });

  it('a body over the limit gets 413 with the Arabic reason and never reaches the server', async () => {
    reached.length = 0;
    const big = new Uint8Array(MAX_FORWARDED_BODY_BYTES + 1);
    const res = await forwardTo()(post('/backend/new/upload.php', big, { 'content-type': 'application/octet-stream' }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: MESSAGES.bodyTooLarge(10) });
    expect(reached).toEqual([]);
  });

  it('so does a streamed body without Content-Length, stopped at the first chunk past the limit', async () => {
    reached.length = 0;
    let pulled = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 30) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await forwardTo()(post('/backend/new/upload.php', stream));
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(15);
    expect(reached).toEqual([]);
  });

  it('a body at the limit goes through whole', async () => {
    reached.length = 0;
    const body = 'a'.repeat(MAX_FORWARDED_BODY_BYTES);
    const res = await forwardTo()(post('/backend/new/upload.php', body, { 'content-type': 'text/plain' }));
    expect(res.status).toBe(200);
    expect(reached[0]?.body.length).toBe(MAX_FORWARDED_BODY_BYTES);
  });
});
