import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDateClock, MINUTE } from './clock';
import { Client, startSignedInServer, validContact, type TestServer } from './harness';

let clock: FakeDateClock;
let server: TestServer;
let admin: Client;
beforeAll(async () => {
  clock = new FakeDateClock();
  ({ server, admin } = await startSignedInServer(
    { CONTACT_RATE_LIMIT: '5', CONTACT_RATE_WINDOW_MINUTES: '10', CONTACT_MIN_FILL_SECONDS: '3' },
    { clock },
  ));
});
afterAll(async () => {
  await server.close();
  clock.restore();
});

/** All requests come from 127.0.0.1; each test moves the clock past the rate window before the next. */
const stored = (name: string) => server.app.models.Contact.findOne({ where: { name } });
const inbox = async () =>
  (await admin.get('/backend/admin/contacts.php?limit=100')).data.items.map((c: { name: string }) => c.name);

describe('contact form abuse', () => {
  it('stores a bot that filled the honeypot as spam, answers it normally, keeps it out of the inbox', async () => {
    const res = await new Client(server.url).post('/backend/contact_submit.php', {
      ...validContact,
      name: 'Bot One',
      website: 'http://spam.example',
      elapsedMs: 9000,
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ ok: true });
    expect((await stored('Bot One'))?.spam).toBe(1);
    expect(await inbox()).not.toContain('Bot One');
    clock.advance(20 * MINUTE);
  });

  it('flags a form sent faster than a person can fill it', async () => {
    await new Client(server.url).post('/backend/contact_submit.php', {
      ...validContact,
      name: 'Bot Two',
      website: '',
      elapsedMs: 400,
    });
    expect((await stored('Bot Two'))?.spam).toBe(1);
    await new Client(server.url).post('/backend/contact_submit.php', {
      ...validContact,
      name: 'Person One',
      website: '',
      elapsedMs: 12000,
    });
    expect((await stored('Person One'))?.spam).toBe(0);
    expect(await inbox()).toContain('Person One');
    clock.advance(20 * MINUTE);
  });

  it('treats the original plain payload (no honeypot, no timing) as a normal message', async () => {
    const res = await new Client(server.url).post('/backend/contact_submit.php', {
      ...validContact,
      name: 'Plain Person',
    });
    expect(res.status).toBe(201);
    expect((await stored('Plain Person'))?.spam).toBe(0);
    expect(await inbox()).toContain('Plain Person');
    clock.advance(20 * MINUTE);
  });

  it('limits one address to 5 messages in 10 minutes with 429, Retry-After and a message in the form language', async () => {
    const client = new Client(server.url);
    for (let i = 1; i <= 5; i++) {
      expect((await client.post('/backend/contact_submit.php', { ...validContact, name: `Burst ${i}` })).status).toBe(
        201,
      );
    }
    const sixth = await client.post(
      '/backend/contact_submit.php',
      { ...validContact, name: 'Burst 6' },
      { 'Accept-Language': 'ar' },
    );
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(sixth.data.error).toMatch(/أرسلت رسائل كثيرة/);
    const english = await client.post('/backend/contact_submit.php', { ...validContact, name: 'Burst 7' });
    expect(english.data.error).toMatch(/several messages in a short time/);
    expect(await stored('Burst 6')).toBeNull();

    clock.advance(10 * MINUTE + 1000);
    expect((await client.post('/backend/contact_submit.php', { ...validContact, name: 'Burst 8' })).status).toBe(201);
  });
});
