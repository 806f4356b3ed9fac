import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createForwarder } from '../../desktop/main/serve/forwarder';
import { EventStreamReader } from '../../server/test/event-stream';
import { validContact } from '../../server/test/fixtures';
import { startApiServer, TEST_ADMIN, type ApiServer } from './support/api-server';
import { MemoryCookieJar } from './support/memory-cookie-jar';

/**
 * The live event stream through the desktop's forwarder, against the real server: each event must
 * reach the renderer as it happens (streamed, not at the end), and the forwarder's timeout must be
 * an idle one, or a stream would be cut while its heartbeats still come.
 */
const IDLE_MS = 1_500;
let api: ApiServer;
let forward: ReturnType<typeof createForwarder>;

beforeAll(async () => {
  api = await startApiServer({ eventsHeartbeatMs: 300 });
  const jar = new MemoryCookieJar();
  forward = createForwarder({ getServerUrl: () => api.url, fetch: jar.fetch, cookieJar: jar, timeoutMs: IDLE_MS });
  // Signed in straight through the jar: a sign-in (scrypt) on a loaded machine can be silent for
  // longer than this test's short idle timeout, which is meant for the stream.
  const login = await jar.fetch(`${api.url}/backend/admin/login.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
    credentials: 'include',
  });
  expect(login.status).toBe(200);
});
afterAll(() => api.close());

describe('the live stream through the forwarder', () => {
  it('delivers each event as it comes, and outlives the idle timeout while heartbeats flow', async () => {
    const res = await forward(
      new Request('app://desktop/backend/admin/events.php', { headers: { accept: 'text/event-stream' } }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = await EventStreamReader.fromResponse(res);
    try {
      // Three idle timeouts later the stream is still open: only silence ends it.
      await new Promise((r) => setTimeout(r, IDLE_MS * 3));
      expect(stream.ended).toBe(false);
      expect(stream.comments.filter((c) => c.trim() === 'heartbeat').length).toBeGreaterThan(3);

      const sent = await fetch(`${api.url}/backend/contact_submit.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...validContact, name: 'عبر التطبيق' }),
      });
      const { id } = (await sent.json()) as { id: number };
      // The event arrives while the response is still open: it was not held until the end.
      await stream.until(() => stream.ofType('contact.created').some((e) => e.id === id), 2_000);
      expect(stream.ended).toBe(false);
    } finally {
      stream.close();
    }
  });
});
