import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  server = await startTestServer();
  admin = new Client(server.url);
  await admin.login();
});
afterAll(() => server.close());

const ENDPOINTS = [
  '/backend/portfolio.php',
  '/backend/contact_submit.php',
  '/backend/admin/login.php',
  '/backend/admin/me.php',
  '/backend/admin/contacts.php',
  '/backend/admin/portfolio.php',
  '/backend/admin/upload.php',
  '/backend/admin/nothing.php',
];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

const queryArb = fc.dictionary(
  fc.constantFrom('id', 'page', 'limit', 'lang', '_method', 'x', '__proto__', 'constructor'),
  fc.oneof(
    fc.string(),
    fc.integer().map(String),
    fc.constantFrom('PUT', 'DELETE', 'ar', 'en', '-1', '1e309', '%00', '[]'),
  ),
);
const bodyArb: fc.Arbitrary<FuzzBody> = fc.oneof(
  fc.jsonValue().map((v) => ({ kind: 'json' as const, text: JSON.stringify(v) })),
  fc.string().map((text) => ({ kind: 'json' as const, text })),
  fc
    .record({
      name: fc.jsonValue(),
      phone: fc.jsonValue(),
      urgency: fc.jsonValue(),
      rating: fc.jsonValue(),
      category: fc.jsonValue(),
    })
    .map((v) => ({ kind: 'json' as const, text: JSON.stringify(v) })),
  fc
    .record({
      field: fc.constantFrom('image', 'file', ''),
      bytes: fc.uint8Array({ maxLength: 2048 }),
      name: fc.string(),
    })
    .map((v) => ({ kind: 'multipart' as const, ...v })),
  fc.constant({ kind: 'none' as const }),
);

type FuzzBody =
  | { kind: 'json'; text: string }
  | { kind: 'multipart'; field: string; bytes: Uint8Array; name: string }
  | { kind: 'none' };

async function send(method: string, path: string, query: Record<string, string>, body: FuzzBody, withSession: boolean) {
  const qs = new URLSearchParams(query).toString();
  const headers: Record<string, string> = withSession ? { cookie: admin.cookieHeader } : {};
  let payload: BodyInit | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    if (body.kind === 'json') {
      headers['content-type'] = 'application/json';
      payload = body.text;
    } else if (body.kind === 'multipart') {
      const form = new FormData();
      form.append(body.field, new Blob([new Uint8Array(body.bytes)]), body.name);
      payload = form;
    }
  }
  return fetch(`${server.url}${path}${qs ? `?${qs}` : ''}`, { method, headers, body: payload });
}

describe('fuzzing every /backend endpoint', () => {
  it('never answers 5xx, and every 4xx carries the {error} envelope', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...METHODS),
        fc.constantFrom(...ENDPOINTS),
        queryArb,
        bodyArb,
        fc.boolean(),
        async (method, path, query, body, withSession) => {
          const res = await send(method, path, query, body, withSession);
          expect(res.status, `${method} ${path}`).toBeLessThan(500);
          const text = await res.text();
          if (res.status >= 400 && method !== 'HEAD') {
            const parsed = JSON.parse(text) as { error?: unknown };
            expect(typeof parsed.error).toBe('string');
          }
        },
      ),
      { numRuns: 400 },
    );
    // The server is still healthy afterwards.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
