import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  startSignedInServer,
  validAdminContact,
  validContact,
  validPortfolio,
  type TestServer,
} from './harness';

let server: TestServer;
let admin: Client;
let contactId: number;
let portfolioId: number;
beforeAll(async () => {
  ({ server, admin } = await startSignedInServer());
  contactId = (await admin.post('/backend/admin/contacts.php', validAdminContact)).data.item.id;
  portfolioId = (await admin.post('/backend/admin/portfolio.php', validPortfolio)).data.item.id;
});
afterAll(() => server.close());

/** Everything an admin can see, to prove a refused request changed nothing. */
async function snapshot() {
  const contacts = (await admin.get('/backend/admin/contacts.php?limit=100')).data;
  const portfolio = (await admin.get('/backend/admin/portfolio.php?limit=100')).data;
  return JSON.stringify({ contacts, portfolio });
}

const png = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();

const STATE_CHANGING: [
  string,
  (headers: Record<string, string>) => Promise<{ status: number; data: { error?: string } }>,
][] = [
  ['contact_submit', (h) => new Client(server.url).post('/backend/contact_submit.php', validContact, h)],
  [
    'login',
    (h) =>
      new Client(server.url).post(
        '/backend/admin/login.php',
        { email: 'admin@example.com', password: 'a long test passphrase' },
        h,
      ),
  ],
  ['logout', (h) => admin.post('/backend/admin/logout.php', undefined, h)],
  ['contacts create', (h) => admin.post('/backend/admin/contacts.php', validAdminContact, h)],
  [
    'contacts update',
    (h) =>
      admin.post(`/backend/admin/contacts.php?id=${contactId}&_method=PUT`, { ...validAdminContact, name: 'X' }, h),
  ],
  ['contacts delete', (h) => admin.post(`/backend/admin/contacts.php?id=${contactId}&_method=DELETE`, undefined, h)],
  ['portfolio create', (h) => admin.post('/backend/admin/portfolio.php', validPortfolio, h)],
  [
    'portfolio update',
    (h) =>
      admin.post(`/backend/admin/portfolio.php?id=${portfolioId}&_method=PUT`, { ...validPortfolio, title_en: 'X' }, h),
  ],
  [
    'portfolio delete',
    (h) => admin.post(`/backend/admin/portfolio.php?id=${portfolioId}&_method=DELETE`, undefined, h),
  ],
  [
    'upload',
    async (h) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'a.png');
      return admin.request('POST', '/backend/admin/upload.php', { body: form, headers: h });
    },
  ],
];

describe('cross-site request forgery', () => {
  const attacks: [string, Record<string, string>][] = [
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['a foreign Referer', { Referer: 'https://evil.example/page' }],
    ['Origin: null (sandboxed frame)', { Origin: 'null' }],
  ];
  for (const [attack, headers] of attacks) {
    it.each(STATE_CHANGING)(`refuses %s with ${attack}: 403, nothing changed`, async (_name, send) => {
      const before = await snapshot();
      const res = await send(headers);
      expect(res.status).toBe(403);
      expect(res.data.error).toMatch(/another site/);
      expect(await snapshot()).toBe(before);
      expect((await admin.get('/backend/admin/me.php')).data.authenticated).toBe(true);
    });
  }

  it('lets same-origin browser requests and header-less clients through', async () => {
    const sameOrigin = await admin.post('/backend/admin/contacts.php', validAdminContact, {
      Origin: server.url,
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(sameOrigin.status).toBe(201);
    const refererOnly = await admin.post('/backend/admin/contacts.php', validAdminContact, {
      Referer: `${server.url}/admin/contacts`,
    });
    expect(refererOnly.status).toBe(201);
    const none = await admin.post('/backend/admin/contacts.php', validAdminContact);
    expect(none.status).toBe(201);
    const sameSite = await new Client(server.url).post('/backend/contact_submit.php', validContact, {
      'Sec-Fetch-Site': 'same-site',
    });
    expect(sameSite.status).toBe(201);
  });

  it('trusts Sec-Fetch-Site over a spoofable Origin', async () => {
    const res = await admin.post('/backend/admin/contacts.php', validAdminContact, {
      'Sec-Fetch-Site': 'cross-site',
      Origin: server.url,
    });
    expect(res.status).toBe(403);
  });
});
