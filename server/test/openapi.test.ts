import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type RouteName } from '@shared/api/contract';
import type { OpenApiDocument } from '@shared/schemas/openapi';
import type { ZodType } from 'zod';
import type { PasskeyCreationOptions } from '@shared/schemas';
import { EXAMPLES } from '../src/openapi/examples';
import {
  ADMIN,
  Client,
  startSignedInServer,
  validAdminContact,
  validContact,
  validPortfolio,
  type TestServer,
} from './harness';
import { SoftwareAuthenticator } from './software-authenticator';

/**
 * GET /backend/openapi.json against a real server: a valid OpenAPI 3.1 document, naming every call
 * of the contract and nothing else, whose answer schemas the server's real answers match.
 */
let server: TestServer;
let admin: Client;
let doc: OpenApiDocument;
beforeAll(async () => {
  ({ server, admin } = await startSignedInServer());
  doc = (await new Client(server.url).get('/backend/openapi.json')).data as OpenApiDocument;
});
afterAll(() => server.close());

type Operation = { operationId: string; responses: Record<string, { content?: Record<string, unknown> }> };
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Operation>).map(([method, op]) => ({ path, method, op })),
  );

describe('the document', () => {
  it('is served to anyone, cacheable, and revalidates with its ETag', async () => {
    const visitor = new Client(server.url);
    const res = await visitor.get('/backend/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    // Revalidated as a browser does (fetch() alone would add Cache-Control: no-cache, which asks for a 200).
    const etag = res.headers.get('etag')!;
    const again = await fetch(server.url + '/backend/openapi.json', {
      headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has one operation for every call of the contract, and no other', () => {
    const documented = operations().map(({ path, method, op }) => `${op.operationId}: ${method.toUpperCase()} ${path}`);
    const contract = Object.entries(API).map(([name, call]) => `${name}: ${call.method} ${call.path}`);
    expect(documented.sort()).toEqual(contract.sort());
  });

  it("names each signed-in call's roles and session, and every error status with the {error} envelope", () => {
    for (const { op } of operations()) {
      const call = API[op.operationId as RouteName];
      const described = op as Operation & { 'x-roles'?: string[]; security: unknown[] };
      expect(described['x-roles'], op.operationId).toEqual(call.roles);
      expect(described.security, op.operationId).toEqual(call.roles ? [{ session: [] }] : []);
      for (const status of call.errors)
        expect(op.responses[String(status)], `${op.operationId} ${status}`).toBeTruthy();
    }
  });

  it('gives each call that takes a query or body an example its own schemas accept', () => {
    for (const [name, call] of Object.entries(API) as [RouteName, { query?: ZodType; body?: ZodType }][]) {
      const example = EXAMPLES[name];
      if (call.query) expect(call.query.safeParse(example?.query).error, `${name}'s query example`).toBeUndefined();
      if (call.body) expect(call.body.safeParse(example?.body).error, `${name}'s body example`).toBeUndefined();
    }
  });

  it("holds no secret: not the session secret, not the owner's password", () => {
    const text = JSON.stringify(doc);
    const sessionSecret = readFileSync(path.join(server.dataDir, 'session-secret'), 'utf8').trim();
    expect(sessionSecret.length).toBeGreaterThan(16);
    expect(text).not.toContain(sessionSecret);
    expect(text).not.toContain(ADMIN.password);
  });
});

describe("the server's answers match the document's schemas", () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const checkers = new Map<string, ReturnType<typeof ajv.compile>>();
  /** The schema of `name`'s answer with `status`, as the document says it. */
  const checkerFor = (name: RouteName, status: number) => {
    const key = `${name} ${status}`;
    if (!checkers.has(key)) {
      if (!ajv.getSchema('openapi')) ajv.addSchema({ ...doc, $id: 'openapi' } as object);
      const { path, method } = API[name];
      const pointer = ['paths', path, method.toLowerCase(), 'responses', String(status), 'content', 'application/json']
        .map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1'))
        .join('/');
      checkers.set(key, ajv.compile({ $ref: `openapi#/${pointer}/schema` }));
    }
    return checkers.get(key)!;
  };
  const expectAnswer = (name: RouteName, res: { status: number; data: unknown }) => {
    const check = checkerFor(name, res.status);
    expect(check(res.data) ? [] : check.errors, `${name} answered ${res.status}`).toEqual([]);
  };

  it('for the public calls, signing in and the session check', async () => {
    const visitor = new Client(server.url);
    expectAnswer('contactSubmit', await visitor.post('/backend/contact_submit.php', validContact));
    expectAnswer('contactSubmit', await visitor.post('/backend/contact_submit.php', { name: '' }));
    expectAnswer('portfolioList', await visitor.get('/backend/portfolio.php?lang=en'));
    expectAnswer('health', await visitor.get('/healthz'));
    expectAnswer('me', await visitor.get('/backend/admin/me.php'));
    expectAnswer('login', await visitor.post('/backend/admin/login.php', { email: 'x@example.com', password: 'no' }));
    expectAnswer('contacts', await visitor.get('/backend/admin/contacts.php'));
    expectAnswer('openapi', { status: 200, data: doc });
  });

  it("for an owner's reads of every screen", async () => {
    const reads: [RouteName, string][] = [
      ['me', '/backend/admin/me.php'],
      ['contacts', '/backend/admin/contacts.php'],
      ['contactStats', '/backend/admin/contact-stats.php'],
      ['customers', '/backend/admin/customers.php'],
      ['visits', '/backend/admin/visits.php'],
      ['portfolio', '/backend/admin/portfolio.php'],
      ['account', '/backend/admin/account.php'],
      ['sessions', '/backend/admin/sessions.php'],
      ['passkeys', '/backend/admin/passkeys.php'],
      ['staff', '/backend/admin/staff.php'],
      ['audit', '/backend/admin/audit.php'],
      ['notifications', '/backend/admin/notifications.php'],
      ['backups', '/backend/admin/backups.php'],
      ['demoData', '/backend/admin/demo-data.php'],
      ['goLive', '/backend/admin/go-live.php'],
      ['content', '/backend/admin/content.php?section=company'],
      ['contentVersions', '/backend/admin/content-versions.php'],
      ...(['overview', 'services', 'financial', 'clients', 'performance'] as const).map((tab): [RouteName, string] => [
        'reports',
        `/backend/admin/reports.php?tab=${tab}&period=year`,
      ]),
      ['contact', '/backend/admin/contact.php?id=999999'],
    ];
    for (const [name, url] of reads) expectAnswer(name, await admin.get(url));
  });

  it('for the writes of messages, customers, visits, the portfolio and staff, and their errors', async () => {
    const created = await admin.post('/backend/admin/contacts.php', validAdminContact);
    expectAnswer('contactCreate', created);
    const id = created.data.item.id as number;
    const customerId = created.data.item.customer_id as number;
    expectAnswer(
      'contactUpdate',
      await admin.post(`/backend/admin/contacts.php?id=${id}&_method=PUT`, validAdminContact),
    );
    expectAnswer('contactStatus', await admin.post(`/backend/admin/contact-status.php?id=${id}`, { read: true }));
    expectAnswer(
      'contactNoteAdd',
      await admin.post(`/backend/admin/contact-notes.php?contact_id=${id}`, { body: 'ok' }),
    );
    expectAnswer('contactNotes', await admin.get(`/backend/admin/contact-notes.php?contact_id=${id}`));
    expectAnswer('contact', await admin.get(`/backend/admin/contact.php?id=${id}`));
    expectAnswer('customer', await admin.get(`/backend/admin/customer.php?id=${customerId}`));
    const visit = {
      contact_id: id,
      date: '2026-12-05',
      from: '09:00',
      to: '11:00',
      team: 'فريق أ',
      price: 450,
      address: 'شارع قباء',
      district: 'قباء',
      service_key: 'cleaning',
    };
    const booked = await admin.post('/backend/admin/visits.php', visit);
    expectAnswer('visitCreate', booked);
    expectAnswer('visitCreate', await admin.post('/backend/admin/visits.php', visit)); // 409 with clashes
    expectAnswer(
      'visitUpdate',
      await admin.post(`/backend/admin/visits.php?id=${booked.data.item.id}&_method=PUT`, visit),
    );
    expectAnswer('customer', await admin.get(`/backend/admin/customer.php?id=${customerId}`));
    expectAnswer('portfolioCreate', await admin.post('/backend/admin/portfolio.php', validPortfolio));
    expectAnswer('portfolio', await admin.get('/backend/admin/portfolio.php'));
    const staff = { name: 'Huda', email: 'huda@example.com', password: 'another long passphrase', role: 'agent' };
    const added = await admin.post('/backend/admin/staff.php', staff);
    expectAnswer('staffCreate', added);
    expectAnswer('staffCreate', await admin.post('/backend/admin/staff.php', staff)); // 409
    expectAnswer(
      'staffUpdate',
      await admin.post(`/backend/admin/staff.php?id=${added.data.item.id}&_method=PUT`, { role: 'manager' }),
    );
    expectAnswer('accountUpdate', await admin.post('/backend/admin/account.php', { language: 'en' }));
    expectAnswer('contactDelete', await admin.post(`/backend/admin/contacts.php?id=999999&_method=DELETE`));
    expectAnswer('visitDelete', await admin.post(`/backend/admin/visits.php?id=${booked.data.item.id}&_method=DELETE`));
  });

  it('for registering a passkey and the challenge of signing in with it', async () => {
    const key = new SoftwareAuthenticator(server.app.config.publicBaseUrl);
    const options = await admin.post('/backend/admin/passkeys.php');
    expectAnswer('passkeyRegister', options);
    const registered = await admin.post('/backend/admin/passkeys.php?action=confirm', {
      name: 'key',
      response: key.register(options.data as PasskeyCreationOptions),
    });
    expectAnswer('passkeyRegister', registered);
    const id = registered.data.item.id as number;
    expectAnswer('passkeys', await admin.get('/backend/admin/passkeys.php'));
    expectAnswer('passkeyRename', await admin.post(`/backend/admin/passkeys.php?id=${id}&_method=PUT`, { name: 'k' }));
    const pending = new Client(server.url);
    expectAnswer('login', await pending.post('/backend/admin/login.php', ADMIN));
    expectAnswer('loginMfa', await pending.post('/backend/admin/login-mfa.php?action=passkey'));
    expectAnswer('passkeyDelete', await admin.post(`/backend/admin/passkeys.php?id=${id}&_method=DELETE`));
  });
});
