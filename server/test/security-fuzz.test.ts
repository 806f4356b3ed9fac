import fc from 'fast-check';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminContactSchema, contactStatusSchema, contactSubmitSchema, portfolioItemSchema } from '@shared/schemas';
import {
  ADMIN,
  Client,
  startTestServer,
  validAdminContact,
  validContact,
  validPortfolio,
  type TestServer,
} from './harness';
import { body, multipart, query, queryValue, signInField } from './fuzz-inputs';

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
  server = await startTestServer({ LOGIN_MAX_FAILURES: '100000' });
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

type Table = 'contacts' | 'portfolio_items';
interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  query: fc.Arbitrary<Record<string, string | undefined>>;
  body?: fc.Arbitrary<Record<string, unknown>> | 'multipart';
  /** The table a 201 adds a row to, and how to read the accepted values (the schema's output). */
  creates?: { table: Table; expected: (body: Record<string, unknown>) => Record<string, unknown> };
  /** PUT or DELETE through _method: the row named by ?id may change, none other. */
  changes?: { table: Table; expected?: (body: Record<string, unknown>) => Record<string, unknown> };
  /** Chance of sending the shared admin session (sign-out uses its own throwaway session). */
  session?: 'admin' | 'leaver';
  runs?: number;
}

const asContactRow = (b: Record<string, unknown>) => {
  const { preferredTime, ...rest } = contactSubmitSchema.parse(b);
  return { ...rest, preferred_time: preferredTime };
};
const asAdminContact = (b: Record<string, unknown>) => adminContactSchema.parse(b);
const asPortfolio = (b: Record<string, unknown>) => portfolioItemSchema.parse(b);
/** The lead desk's status call: the columns it set, as stored (flags as 0/1). */
const asStatus = (b: Record<string, unknown>) => {
  const v = contactStatusSchema.parse(b);
  return {
    ...(v.status !== undefined ? { status: v.status } : {}),
    ...(v.read !== undefined ? { read: v.read ? 1 : 0 } : {}),
    ...(v.spam !== undefined ? { spam: v.spam ? 1 : 0 } : {}),
  };
};
/** The lead desk's list and export filters, each valid value a place for hostile text to go. */
const LEAD_FILTERS = {
  q: 'عميل 055',
  status: 'new',
  service: 'تنظيف',
  urgency: 'normal',
  from: '2026-01-01',
  to: '2026-12-31',
  folder: 'inbox',
  sort: 'urgency',
};
/** Rows the update and delete calls can name: those a snapshot watches. */
const WATCHED_IDS = 12;
const id = () =>
  fc.record(
    { id: fc.oneof(fc.integer({ min: 1, max: WATCHED_IDS }).map(String), queryValue('2')), x: queryValue('y') },
    { requiredKeys: [] },
  );

const CALLS: Call[] = [
  { name: 'GET portfolio.php', method: 'GET', path: '/backend/portfolio.php', query: query({ lang: 'ar' }) },
  {
    name: 'POST contact_submit.php',
    method: 'POST',
    path: '/backend/contact_submit.php',
    query: query({}),
    body: body({ ...validContact, website: '', elapsedMs: 5000 }),
    creates: { table: 'contacts', expected: asContactRow },
  },
  {
    name: 'POST admin/login.php',
    method: 'POST',
    path: '/backend/admin/login.php',
    query: query({}),
    body: body({ email: ADMIN.email, password: 'not the password' }, signInField),
  },
  { name: 'GET admin/me.php', method: 'GET', path: '/backend/admin/me.php', query: query({}) },
  {
    name: 'POST admin/logout.php',
    method: 'POST',
    path: '/backend/admin/logout.php',
    query: query({}),
    session: 'leaver',
  },
  {
    name: 'GET admin/contacts.php',
    method: 'GET',
    path: '/backend/admin/contacts.php',
    query: query({ page: '1', limit: '20' }),
  },
  {
    name: 'GET admin/contacts.php (lead desk filters)',
    method: 'GET',
    path: '/backend/admin/contacts.php',
    query: query({ page: '1', limit: '20', ...LEAD_FILTERS }),
  },
  {
    name: 'POST admin/contact-status.php',
    method: 'POST',
    path: '/backend/admin/contact-status.php',
    query: id(),
    body: body({ status: 'contacted', read: true, spam: false }),
    changes: { table: 'contacts', expected: asStatus },
  },
  {
    name: 'GET admin/contact-notes.php',
    method: 'GET',
    path: '/backend/admin/contact-notes.php',
    query: query({ contact_id: '2' }),
  },
  {
    name: 'POST admin/contact-notes.php',
    method: 'POST',
    path: '/backend/admin/contact-notes.php',
    query: query({ contact_id: '2' }),
    body: body({ body: 'اتصلت بالعميل\nوسأعاود غدًا' }),
  },
  {
    name: 'GET admin/contacts-export.php',
    method: 'GET',
    path: '/backend/admin/contacts-export.php',
    query: query(LEAD_FILTERS),
  },
  { name: 'GET admin/contact-stats.php', method: 'GET', path: '/backend/admin/contact-stats.php', query: query({}) },
  { name: 'GET admin/contact.php', method: 'GET', path: '/backend/admin/contact.php', query: query({ id: '2' }) },
  { name: 'GET admin/notifications.php', method: 'GET', path: '/backend/admin/notifications.php', query: query({}) },
  // GET admin/events.php is a stream that never ends by itself; its one input (Last-Event-ID) is a
  // number read with a fixed pattern, and server/test/live-events.test.ts covers it.
  {
    name: 'POST admin/contacts.php',
    method: 'POST',
    path: '/backend/admin/contacts.php',
    query: query({}),
    body: body(validAdminContact),
    creates: { table: 'contacts', expected: asAdminContact },
  },
  {
    name: 'PUT admin/contacts.php',
    method: 'POST',
    path: '/backend/admin/contacts.php',
    query: id().map((q) => ({ ...q, _method: 'PUT' })),
    body: body(validAdminContact),
    changes: { table: 'contacts', expected: asAdminContact },
  },
  {
    name: 'DELETE admin/contacts.php',
    method: 'POST',
    path: '/backend/admin/contacts.php',
    query: id().map((q) => ({ ...q, _method: 'DELETE' })),
    changes: { table: 'contacts' },
  },
  {
    name: 'GET admin/portfolio.php',
    method: 'GET',
    path: '/backend/admin/portfolio.php',
    query: query({ page: '1', limit: '20' }),
  },
  {
    name: 'POST admin/portfolio.php',
    method: 'POST',
    path: '/backend/admin/portfolio.php',
    query: query({}),
    body: body(validPortfolio),
    creates: { table: 'portfolio_items', expected: asPortfolio },
  },
  {
    name: 'PUT admin/portfolio.php',
    method: 'POST',
    path: '/backend/admin/portfolio.php',
    query: id().map((q) => ({ ...q, _method: 'PUT' })),
    body: body(validPortfolio),
    changes: { table: 'portfolio_items', expected: asPortfolio },
  },
  {
    name: 'DELETE admin/portfolio.php',
    method: 'POST',
    path: '/backend/admin/portfolio.php',
    query: id().map((q) => ({ ...q, _method: 'DELETE' })),
    changes: { table: 'portfolio_items' },
  },
  {
    name: 'POST admin/upload.php',
    method: 'POST',
    path: '/backend/admin/upload.php',
    query: query({}),
    body: 'multipart',
  },
  // Staff accounts and the audit log. Calls that hash a password (scrypt, about a second here) run fewer times.
  { name: 'GET admin/account.php', method: 'GET', path: '/backend/admin/account.php', query: query({}) },
  {
    // My own name and admin language (the shared session's account; nothing else may change).
    name: 'POST admin/account.php',
    method: 'POST',
    path: '/backend/admin/account.php',
    query: query({}),
    body: body({ name: 'موظف', language: 'en' }),
  },
  {
    name: 'POST admin/account-password.php',
    method: 'POST',
    path: '/backend/admin/account-password.php',
    query: query({}),
    // A wrong current password: the shared session's password never changes.
    body: body({ currentPassword: 'not the password', newPassword: 'a long new phrase 4242' }, signInField),
    runs: 40,
  },
  { name: 'GET admin/sessions.php', method: 'GET', path: '/backend/admin/sessions.php', query: query({}) },
  {
    name: 'DELETE admin/sessions.php',
    method: 'POST',
    path: '/backend/admin/sessions.php',
    query: query({ id: 'AAAAAAAAAAAAAAAAAAAAAA', _method: 'DELETE' }),
  },
  {
    name: 'GET admin/staff.php',
    method: 'GET',
    path: '/backend/admin/staff.php',
    query: query({ page: '1', limit: '20' }),
  },
  {
    name: 'POST admin/staff.php',
    method: 'POST',
    path: '/backend/admin/staff.php',
    query: query({}),
    body: body({ name: 'موظف', email: 'fuzz.colleague@example.com', password: 'a first phrase 8080' }),
    runs: 60,
  },
  {
    name: 'PUT admin/staff.php',
    method: 'POST',
    path: '/backend/admin/staff.php',
    query: query({ id: '2', _method: 'PUT' }),
    body: body({ name: 'اسم جديد', active: true }),
  },
  {
    name: 'GET admin/audit.php',
    method: 'GET',
    path: '/backend/admin/audit.php',
    query: query({ page: '1', limit: '20', actor: 'system', action: 'signout', from: '2026-01-01', to: '2026-12-31' }),
  },
  {
    name: 'GET admin/audit-export.php',
    method: 'GET',
    path: '/backend/admin/audit-export.php',
    query: query({ actor: '1', action: 'contact.created', from: '2026-01-01', to: '2026-12-31' }),
  },
];

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
