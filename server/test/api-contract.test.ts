import { afterAll, beforeAll, expect, it } from 'vitest';
import { API } from '@shared/api/contract';
import { startTestServer, type TestServer } from './harness';

/**
 * The contract (shared/api/contract.ts) and the server's routers name the same calls: a route
 * mounted without a contract entry, or an entry without a route, fails here. The routes are read
 * from the routers themselves, so a new call cannot be missed.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const key = (call: { method: string; path: string }) => `${call.method} ${call.path}`;

it('has a contract entry for every mounted route', () => {
  const contract = new Set(Object.values(API).map(key));
  const unlisted = server.app
    .routes()
    .map(key)
    .filter((route) => !contract.has(route));
  expect(unlisted, 'routes missing from shared/api/contract.ts').toEqual([]);
});

it('has a mounted route for every contract entry, and names each call once', () => {
  const mounted = new Set(server.app.routes().map(key));
  const entries = Object.entries(API).map(([name, call]) => ({ name, route: key(call) }));
  expect(entries.filter((e) => !mounted.has(e.route)).map((e) => `${e.name}: ${e.route}`)).toEqual([]);
  expect(new Set(entries.map((e) => e.route)).size).toBe(entries.length);
});
