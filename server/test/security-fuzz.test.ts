import fc from 'fast-check';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, validAdminContact, validPortfolio, type TestServer } from './harness';
import { CALLS, WATCHED_IDS, type Table } from './fuzz-calls';
import { multipart } from './fuzz-inputs';

/**
 * Hostile input for every call, anonymous and signed in: full Unicode and binary strings (control
 * characters, lone surrogates, Arabic, emoji), wrong types and raw bytes, field by field and in the
 * query. Invariants: no 5xx; every 4xx is `{ error }`; what a 2xx stored is what the schema accepted,
 * byte for byte; rows the request did not name are unchanged; the server is healthy afterwards.
 * Runs on SQLite in `npm test` and on PostgreSQL in `npm run test:pg` (TEST_DATABASE_URL).
 */
const RUNS = 1_000;

let server: TestServer;
let admin: Client;
/** A second signed-in session that the sign-out call may end (the shared one must live on). */
let leaver: Client;
beforeAll(async () => {
  server = await startTestServer({
    LOGIN_MAX_FAILURES: '100000',
    // WhatsApp's webhook answers (its handshake and signature checks); nothing is sent anywhere.
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    WHATSAPP_ACCESS_TOKEN: 'fuzz-access-token-never-used',
    WHATSAPP_APP_SECRET: 'fuzz-app-secret-0001',
    WHATSAPP_VERIFY_TOKEN: 'fuzz-verify-token-0001',
    WHATSAPP_API_URL: 'http://127.0.0.1:9/v23.0',
  });
  admin = new Client(server.url);
  leaver = new Client(server.url);
  expect((await admin.login()).status).toBe(200);
  expect((await leaver.login()).status).toBe(200);
  // Rows that exist before the fuzz: only a request naming their id may change them.
  for (let i = 0; i < 3; i++) {
    expect((await admin.post('/backend/admin/contacts.php', validAdminContact)).status).toBe(201);
    expect((await admin.post('/backend/admin/portfolio.php', validPortfolio)).status).toBe(201);
  }
}, 60_000);
afterAll(() => server.close());

interface TableState {
  /** The rows the update and delete calls can name (ids 1…WATCHED_IDS), as the database returns them. */
  rows: Map<number, string>;
  count: number;
  maxId: number;
}
async function snapshot(): Promise<Record<Table, TableState>> {
  const out = {} as Record<Table, TableState>;
  for (const table of ['contacts', 'portfolio_items'] as const) {
    const rows = await server.app.sequelize.query<Record<string, unknown>>(
      `SELECT * FROM ${table} WHERE id <= ${WATCHED_IDS}`,
      { type: QueryTypes.SELECT },
    );
    const [totals] = await server.app.sequelize.query<{ count: number; max: number }>(
      `SELECT COUNT(*) AS count, MAX(id) AS max FROM ${table}`,
      { type: QueryTypes.SELECT },
    );
    out[table] = {
      rows: new Map(rows.map((r) => [Number(r.id), JSON.stringify(r)])),
      count: Number(totals!.count),
      maxId: Number(totals!.max ?? 0),
    };
  }
  return out;
}

async function storedRow(table: Table, rowId: number): Promise<Record<string, unknown>> {
  const [row] = await server.app.sequelize.query<Record<string, unknown>>(`SELECT * FROM ${table} WHERE id = $1`, {
    bind: [rowId],
    type: QueryTypes.SELECT,
  });
  return row!;
}

function url(path: string, q: Record<string, string | undefined>): string {
  const qs = Object.entries(q)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return `${server.url}${path}${qs ? `?${qs}` : ''}`;
}

describe('fuzzing every /backend call with hostile text', () => {
  for (const call of CALLS) {
    it(`${call.name}: no 5xx, {error} on 4xx, only what was named changes, stored as accepted`, async () => {
      const bodyArb = call.body === 'multipart' ? multipart : (call.body ?? fc.constant(undefined));
      let before = await snapshot();
      await fc.assert(
        fc.asyncProperty(
          call.query,
          bodyArb as fc.Arbitrary<unknown>,
          fc.boolean(),
          fc.constantFrom('ar', 'en'),
          async (q, b, signedIn, lang) => {
            const headers: Record<string, string> = { 'accept-language': lang };
            const session = call.session === 'leaver' ? leaver : admin;
            if (signedIn) headers.cookie = session.cookieHeader;
            let payload: BodyInit | undefined;
            if (call.body === 'multipart') {
              const m = b as { field: string; bytes: Uint8Array; name: string };
              const form = new FormData();
              form.append(m.field, new Blob([new Uint8Array(m.bytes)]), m.name);
              payload = form;
            } else if (b !== undefined) {
              headers['content-type'] = 'application/json';
              payload = JSON.stringify(b);
            }
            const res = await fetch(url(call.path, q), { method: call.method, headers, body: payload });
            const text = await res.text();
            const where = `${call.name} ${JSON.stringify(q)} ${JSON.stringify(b)} → ${res.status} ${text.slice(0, 200)}`;
            // Taken before any assertion, so that a failing run (and its shrinking) compares with the truth.
            const after = await snapshot();
            const prior = before;
            before = after;
            expect(res.status, where).toBeLessThan(500);
            if (res.status >= 400) expect(typeof (JSON.parse(text) as { error?: unknown }).error, where).toBe('string');
            const isJson = res.headers.get('content-type')?.includes('json') ?? false;
            const json = res.status < 300 && isJson ? (JSON.parse(text) as { id?: number; item?: { id: number } }) : {};
            const createdId = res.status === 201 && call.creates ? (json.item?.id ?? json.id) : undefined;
            const namedId = call.changes && res.status === 200 ? Number(decodeURIComponent(q.id ?? '')) : NaN;
            const deleted = call.changes && !call.changes.expected && res.status === 200;
            for (const table of ['contacts', 'portfolio_items'] as const) {
              for (const [rowId, row] of prior[table].rows) {
                if (table === call.changes?.table && rowId === namedId) continue;
                expect(after[table].rows.get(rowId), `${where}: row ${table}#${rowId} changed`).toBe(row);
              }
              const ours = (c?: { table: Table }) => c?.table === table;
              const delta =
                (createdId !== undefined && ours(call.creates) ? 1 : 0) - (deleted && ours(call.changes) ? 1 : 0);
              expect(after[table].count - prior[table].count, `${where}: rows of ${table}`).toBe(delta);
              if (delta === 1) expect(after[table].maxId).toBe(createdId);
            }
            // What was accepted is stored exactly as the schema accepted it.
            const accepted = createdId !== undefined ? call.creates : res.status === 200 ? call.changes : undefined;
            const rowId = createdId ?? namedId;
            if (accepted?.expected && b) {
              const expected = accepted.expected(b as Record<string, unknown>);
              const row = await storedRow(accepted.table, rowId);
              const stored = Object.fromEntries(Object.keys(expected).map((k) => [k, row[k]]));
              expect(stored, where).toEqual(expected);
            }
          },
        ),
        { numRuns: call.runs ?? RUNS },
      );
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await admin.get('/backend/admin/contacts.php')).status).toBe(200);
    }, 600_000);
  }
});
