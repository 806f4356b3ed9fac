import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStreamReader } from './event-stream';
import {
  Client,
  startSignedInServer,
  validAdminContact,
  validContact,
  validPortfolio,
  type TestServer,
} from './harness';

const EVENTS = '/backend/admin/events.php';
let server: TestServer;
let admin: Client;
const open: EventStreamReader[] = [];

beforeAll(async () => {
  ({ server, admin } = await startSignedInServer({}, { eventsHeartbeatMs: 150 }));
});
afterAll(async () => {
  open.forEach((s) => s.close());
  await server.close();
});

async function stream(client: Client, headers: Record<string, string> = {}): Promise<EventStreamReader> {
  const reader = await EventStreamReader.open(server.url + EVENTS, { cookie: client.cookieHeader, ...headers });
  open.push(reader);
  return reader;
}

describe('live events (Server-Sent Events)', () => {
  it('needs a session', async () => {
    const res = await new Client(server.url).get(EVENTS);
    expect(res.status).toBe(401);
  });

  it('announces a message sent from the public form, but not one held as spam', async () => {
    const reader = await stream(admin);
    expect(reader.status).toBe(200);
    const visitor = new Client(server.url);
    await visitor.post('/backend/contact_submit.php', { ...validContact, name: 'محجوز', website: 'bot' });
    const sent = await visitor.post('/backend/contact_submit.php', { ...validContact, name: 'فاطمة الجهني' });
    await reader.until(() => reader.ofType('contact.created').length > 0);
    expect(reader.ofType('contact.created')).toEqual([
      {
        id: sent.data.id,
        name: 'فاطمة الجهني',
        service: validContact.service,
        urgency: 'normal',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    const created = reader.events.find((e) => e.event === 'contact.created')!;
    expect(created.id).toMatch(/^\d+$/);
  });

  it('announces changes staff make: status, notes, edits, deletes and the portfolio', async () => {
    const reader = await stream(admin);
    const id = (await admin.post('/backend/admin/contacts.php', validAdminContact)).data.item.id as number;
    await admin.post(`/backend/admin/contact-status.php?id=${id}`, { status: 'contacted' });
    await admin.post(`/backend/admin/contact-notes.php?contact_id=${id}`, { body: 'ملاحظة' });
    await admin.post(`/backend/admin/contacts.php?id=${id}&_method=DELETE`);
    await admin.post('/backend/admin/portfolio.php', validPortfolio);
    await reader.until(() => reader.ofType('portfolio.changed').length > 0);
    expect(reader.events.map((e) => e.event)).toEqual([
      'contact.created',
      'contact.updated',
      'contact.updated',
      'contact.deleted',
      'portfolio.changed',
    ]);
    expect(reader.ofType('contact.updated')[0]).toEqual({ id, status: 'contacted' });
    expect(reader.ofType('contact.deleted')[0]).toEqual({ id });
  });

  it('announces visits scheduled, changed and removed, with their day, and the message they move', async () => {
    const reader = await stream(admin);
    const contact = (await admin.post('/backend/admin/contacts.php', validAdminContact)).data.item.id as number;
    const visit = {
      contact_id: contact,
      date: '2026-12-06',
      from: '16:00',
      to: '18:00',
      team: 'فريق البث',
      price: 300,
      address: 'حي العزيزية',
      service_key: 'marble',
    };
    const id = (await admin.post('/backend/admin/visits.php', visit)).data.item.id as number;
    await admin.post(`/backend/admin/visits.php?id=${id}&_method=PUT`, { ...visit, date: '2026-12-07' });
    await admin.post(`/backend/admin/visits.php?id=${id}&_method=DELETE`);
    await reader.until(() => reader.ofType('visit.deleted').length > 0);
    expect(reader.events.map((e) => e.event)).toEqual([
      'contact.created',
      'contact.updated',
      'visit.created',
      'visit.updated',
      'visit.deleted',
    ]);
    expect(reader.ofType('contact.updated')).toEqual([{ id: contact, status: 'scheduled' }]);
    expect(reader.ofType('visit.created')).toEqual([{ id, date: '2026-12-06' }]);
    expect(reader.ofType('visit.updated')).toEqual([{ id, date: '2026-12-07' }]);
    expect(reader.ofType('visit.deleted')).toEqual([{ id, date: '2026-12-07' }]);
  });

  it('replays from the event log what a reconnecting client missed (Last-Event-ID)', async () => {
    const first = await stream(admin);
    const a = (await admin.post('/backend/admin/contacts.php', { ...validAdminContact, name: 'A' })).data.item.id;
    await first.until(() => first.ofType('contact.created').some((e) => e.id === a));
    const seen = first.events.at(-1)!.id!;
    first.close();
    // While nobody listens:
    const b = (await admin.post('/backend/admin/contacts.php', { ...validAdminContact, name: 'B' })).data.item.id;
    const c = (await admin.post('/backend/admin/contacts.php', { ...validAdminContact, name: 'C' })).data.item.id;
    const again = await stream(admin, { 'last-event-id': seen });
    await again.until(() => again.ofType('contact.created').length >= 2);
    expect(again.ofType('contact.created').map((e) => e.id)).toEqual([b, c]);
    // And then live, with nothing twice.
    const d = (await admin.post('/backend/admin/contacts.php', { ...validAdminContact, name: 'D' })).data.item.id;
    await again.until(() => again.ofType('contact.created').length >= 3);
    expect(again.ofType('contact.created').map((e) => e.id)).toEqual([b, c, d]);
  });

  it('numbers a burst of messages exactly as the log stores them (one statement for the burst)', async () => {
    const live = await stream(admin);
    const visitor = new Client(server.url);
    const names = Array.from({ length: 20 }, (_, i) => `دفعة ${i}`);
    await Promise.all(names.map((name) => visitor.post('/backend/contact_submit.php', { ...validContact, name })));
    await live.until(() => names.every((n) => live.ofType('contact.created').some((e) => e.name === n)));
    const heard = live.events.filter((e) => e.event === 'contact.created');
    const firstId = Number(heard[0]!.id) - 1;
    // A client that missed them all reads the very same numbers and contents from the log.
    const replay = await stream(admin, { 'last-event-id': String(firstId) });
    await replay.until(() => replay.ofType('contact.created').length >= heard.length);
    expect(replay.events.filter((e) => e.event === 'contact.created').map((e) => [e.id, e.data])).toEqual(
      heard.map((e) => [e.id, e.data]),
    );
  });

  it('keeps proxies awake with comment heartbeats, and ends when the session ends', async () => {
    const person = new Client(server.url);
    await person.login();
    const reader = await stream(person);
    await reader.until(() => reader.comments.some((c) => c.trim() === 'heartbeat'));
    await person.post('/backend/admin/logout.php');
    await reader.until(() => reader.ended);
    expect(reader.ended).toBe(true);
  });

  it('ends every stream when the server stops, so it can close', async () => {
    const reader = await stream(admin);
    await reader.until(() => server.app.openStreams() > 0);
    server.app.endStreams();
    await reader.until(() => reader.ended);
    expect(server.app.openStreams()).toBe(0);

    // A stream asked for after that (on a kept-alive connection) ends at once with only the retry
    // delay: left open, it would hold the closing server until it is killed.
    const late = await admin.withSameCookies().get(EVENTS);
    expect(late.status).toBe(200);
    expect(late.data).toBe('retry: 3000\n\n');
    expect(server.app.openStreams()).toBe(0);
  });
});
