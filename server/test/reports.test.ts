import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../src/clock';
import { dbTimestamp } from '../src/db/time';
import { Client, startSignedInServer, validAdminContact, validContact, type TestServer } from './harness';
import { addColleague, AR, colleagueReady } from './staff-support';

// Every figure of every tab, checked against values worked out by hand from the small office below.
// "Now" is Thursday 26 November 2026, 12:00 in Medina (09:00 UTC): the week is 20–26 November, the
// week before 13–19 November. Saudi times are written as such; the server stores UTC (3 hours less).

const REPORTS = '/backend/admin/reports.php';
const EXPORT = '/backend/admin/reports-export.php';
const NOW = Date.parse('2026-11-26T09:00:00Z');
/** A moment given in Saudi time ("2026-11-20 10:00"). */
const saudi = (time: string) => Date.parse(`${time.replace(' ', 'T')}:00+03:00`);

/** The harness's clock, set by hand: each change is logged at the time the office made it. */
class SetClock implements Clock {
  t = NOW;
  now(): number {
    return this.t;
  }
}
const clock = new SetClock();

let server: TestServer;
let admin: Client;
let visitor: Client;
/** The customers' ids, by the letter the plan below gives them. */
const customer: Record<string, number> = {};

beforeAll(async () => {
  ({ server, admin } = await startSignedInServer(
    // The clock goes back and forth over two weeks: the session must outlive that.
    { SESSION_IDLE_MINUTES: '100000', SESSION_MAX_HOURS: '10000' },
    { clock },
  ));
  visitor = new Client(server.url);
  await buildOffice();
}, 60_000);
afterAll(() => server.close());

const PHONES: Record<string, string> = {
  A: '0551000001',
  B: '0551000002',
  C: '0551000003',
  D: '0551000004',
  E: '0551000005',
};

/** A message at a Saudi time: from the site's form (naming its page, or not), or typed in by the office. */
async function message(
  who: string,
  at: string,
  { name = `عميل ${who}`, service = 'تنظيف', office = false, page = undefined as string | undefined } = {},
): Promise<number> {
  const res = office
    ? await admin.post('/backend/admin/contacts.php', { ...validAdminContact, name, phone: PHONES[who], service })
    : await visitor.post('/backend/contact_submit.php', { ...validContact, name, phone: PHONES[who], service, page });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  const id = (res.data.item?.id ?? res.data.id) as number;
  await server.app.sequelize.query('UPDATE contacts SET created_at = $1 WHERE id = $2', {
    bind: [dbTimestamp(new Date(saudi(at))), id],
  });
  const one = await admin.get(`/backend/admin/contact.php?id=${id}`);
  customer[who] ??= one.data.item.customer_id as number;
  expect(one.data.item.customer_id).toBe(customer[who]);
  return id;
}

/** Runs a change with the clock at `at` (Saudi time), then puts it back at now. */
async function atTime<T>(at: number, change: () => Promise<T>): Promise<T> {
  clock.t = at;
  try {
    return await change();
  } finally {
    clock.t = NOW;
  }
}

async function status(id: number, change: Record<string, unknown>, at: number) {
  const res = await atTime(at, () => admin.post(`/backend/admin/contact-status.php?id=${id}`, change));
  expect(res.status, JSON.stringify(res.data)).toBe(200);
}

const VISITS = '/backend/admin/visits.php';
async function visit(contactId: number, fields: Record<string, unknown>, at: number): Promise<number> {
  const body = { contact_id: contactId, from: '09:00', to: '11:00', address: 'شارع', ...fields };
  const res = await atTime(at, () => admin.post(VISITS, body));
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data.item.id as number;
}
async function moveVisit(id: number, contactId: number, fields: Record<string, unknown>, at: number) {
  const body = { contact_id: contactId, from: '09:00', to: '11:00', address: 'شارع', ...fields };
  const res = await atTime(at, () => admin.post(`${VISITS}?id=${id}&_method=PUT`, body));
  expect(res.status, JSON.stringify(res.data)).toBe(200);
}

/**
 * The office. Messages (m) and their first status change:
 *   this week:  m1 A home page cleaning 20 Nov 10:00, contacted +30 min
 *               m2 B contact page marble 22 Nov 20:30, scheduled by visit v2 +90 min
 *               m3 A office cleaning 26 Nov 08:00 (another name), scheduled by v3 +45 min 20 s
 *               m4 C site no service 26 Nov 11:00, only opened (+5 min): never answered
 *               m5 D site moving   23 Nov 00:30 (22 Nov 21:30 UTC), scheduled by v4 +240 min
 *               a spam message (never counted)
 *   last week:  m6 E site cleaning 15 Nov 09:00, contacted +20 min; m7 D site moving 19 Nov 23:59
 *   before:     m8 B site marble 1 Oct
 * Visits (day, team, price, district, service, status):
 *   v1 m1 21 Nov أ 500 قباء cleaning completed     v2 m2 24 Nov ب 800 العزيزية marble completed
 *   v3 m3 26 Nov أ 300 قباء cleaning pending       v4 m5 25 Nov ب 1200 العزيزية moving cancelled
 *   v5 m6 16 Nov أ 400 قباء cleaning completed     v6 m1 27 Nov (tomorrow) ج 999 السيح cleaning confirmed
 *   v7 m2 23 Nov ج 600 (no district) maintenance in-progress
 */
async function buildOffice(): Promise<void> {
  const m1 = await message('A', '2026-11-20 10:00', { name: 'أحمد', page: '/' });
  const m2 = await message('B', '2026-11-22 20:30', { name: 'بدر', service: 'رخام', page: '/en/contact' });
  const m3 = await message('A', '2026-11-26 08:00', { name: 'أحمد السالم', office: true });
  const m4 = await message('C', '2026-11-26 11:00', { service: '' });
  const m5 = await message('D', '2026-11-23 00:30', { service: 'نقل' });
  const spam = await visitor.post('/backend/contact_submit.php', {
    ...validContact,
    phone: '0551000009',
    website: 'http://spam.example',
    elapsedMs: 9000,
  });
  expect(spam.status).toBe(201);
  await server.app.sequelize.query('UPDATE contacts SET created_at = $1 WHERE spam = 1', {
    bind: [dbTimestamp(new Date(saudi('2026-11-24 10:00')))],
  });
  const m6 = await message('E', '2026-11-15 09:00');
  await message('D', '2026-11-19 23:59', { service: 'نقل' });
  await message('B', '2026-10-01 10:00', { service: 'رخام' });

  await status(m1, { status: 'contacted' }, saudi('2026-11-20 10:30'));
  const v1 = await visit(
    m1,
    { date: '2026-11-21', team: 'فريق أ', price: 500, district: 'قباء', service_key: 'cleaning' },
    saudi('2026-11-20 11:00'),
  );
  await moveVisit(
    v1,
    m1,
    { date: '2026-11-21', team: 'فريق أ', price: 500, district: 'قباء', service_key: 'cleaning', status: 'completed' },
    saudi('2026-11-21 12:00'),
  );
  await visit(
    m1,
    { date: '2026-11-27', team: 'فريق ج', price: 999, district: 'السيح', service_key: 'cleaning', status: 'confirmed' },
    saudi('2026-11-25 09:00'),
  );
  const v2Body = { date: '2026-11-24', team: 'فريق ب', price: 800, district: 'العزيزية', service_key: 'marble' };
  const v2 = await visit(m2, v2Body, saudi('2026-11-22 22:00'));
  await moveVisit(v2, m2, { ...v2Body, status: 'completed' }, saudi('2026-11-24 13:00'));
  await visit(
    m2,
    { date: '2026-11-23', team: 'فريق ج', price: 600, district: '', service_key: 'maintenance', status: 'in-progress' },
    saudi('2026-11-23 08:00'),
  );
  await visit(
    m3,
    { date: '2026-11-26', team: 'فريق أ', price: 300, district: 'قباء', service_key: 'cleaning' },
    saudi('2026-11-26 08:45') + 20_000,
  );
  await status(m4, { read: true }, saudi('2026-11-26 11:05'));
  const v4Body = { date: '2026-11-25', team: 'فريق ب', price: 1200, district: 'العزيزية', service_key: 'moving' };
  const v4 = await visit(m5, v4Body, saudi('2026-11-23 04:30'));
  await moveVisit(v4, m5, { ...v4Body, status: 'cancelled' }, saudi('2026-11-24 09:00'));
  await status(m6, { status: 'contacted' }, saudi('2026-11-15 09:20'));
  const v5Body = { date: '2026-11-16', team: 'فريق أ', price: 400, district: 'قباء', service_key: 'cleaning' };
  const v5 = await visit(m6, v5Body, saudi('2026-11-15 10:00'));
  await moveVisit(v5, m6, { ...v5Body, status: 'completed' }, saudi('2026-11-16 12:00'));
  await server.app.audit.flush();
}

async function report(period: string, tab: string) {
  const res = await admin.get(`${REPORTS}?period=${period}&tab=${tab}`);
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return res.data;
}

const WEEK = { from: '2026-11-20', to: '2026-11-26', days: 7 };
const LAST_WEEK = { from: '2026-11-13', to: '2026-11-19', days: 7 };
// The office below is the office's own: none of the demo's rows are counted.
const HEAD = (tab: string) => ({ tab, period: 'week', range: WEEK, previous_range: LAST_WEEK, demo_rows: 0 });
const DAYS = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'];

const OVERVIEW = {
  ...HEAD('overview'),
  totals: { messages: 5, visits: 4, completed_visits: 2, revenue: 1300 },
  previous_totals: { messages: 2, visits: 1, completed_visits: 1, revenue: 400 },
  // m5 arrived on 22 November in UTC, on the 23rd in Medina.
  per_day: [1, 0, 1, 1, 0, 0, 2].map((messages, i) => ({ date: DAYS[i], messages })),
  by_service: [
    { service_key: 'cleaning', messages: 2 },
    { service_key: 'marble', messages: 1 },
    { service_key: 'moving', messages: 1 },
    { service_key: null, messages: 1 },
  ],
  by_source: [
    { source: 'home', messages: 1 },
    { source: 'contact', messages: 1 },
    { source: 'site', messages: 2 },
    { source: 'office', messages: 1 },
    { source: 'booking', messages: 0 },
  ],
  // m1, m2, m3 and m5 have a visit (m5's cancelled); m1 and m2 a completed one.
  funnel: { messages: 5, scheduled: 4, completed: 2 },
  // No booking was made on the site (booking-reports.test.ts counts them).
  bookings: { requested: 0, confirmed: 0, done: 0, declined: 0, cancelled: 0 },
  bookings_by_page: [],
};

const PERFORMANCE = {
  ...HEAD('performance'),
  // Answered after 30 (m1), 45⅓ (m3: 45.3 to a tenth), 90 (m2) and 240 (m5) minutes; m4 was only opened.
  first_response: {
    messages: 5,
    answered: 4,
    median_minutes: 45.3,
    p90_minutes: 240,
    within_hour_share: 0.4,
  },
  previous_first_response: {
    messages: 2,
    answered: 1,
    median_minutes: 20,
    p90_minutes: 20,
    within_hour_share: 0.5,
  },
  visits_by_status: { pending: 1, confirmed: 0, 'in-progress': 1, completed: 2, cancelled: 1 },
  teams: [
    { team: 'فريق أ', visits: 2, completed_visits: 1, revenue: 500 },
    { team: 'فريق ب', visits: 1, completed_visits: 1, revenue: 800 },
    { team: 'فريق ج', visits: 1, completed_visits: 0, revenue: 0 },
  ],
};

describe('reports', () => {
  it('overview: messages per Saudi day, service and source, the funnel, totals against the week before', async () => {
    expect(await report('week', 'overview')).toEqual(OVERVIEW);
  });

  it('services: messages, visits, completed visits, revenue and average quote of each service', async () => {
    const zero = { visits: 0, completed_visits: 0, revenue: 0, average_price: null };
    expect(await report('week', 'services')).toEqual({
      ...HEAD('services'),
      by_service: [
        { service_key: 'cleaning', messages: 2, visits: 2, completed_visits: 1, revenue: 500, average_price: 400 },
        { service_key: 'marble', messages: 1, visits: 1, completed_visits: 1, revenue: 800, average_price: 800 },
        // v4 was cancelled: no visit of the period.
        { service_key: 'moving', messages: 1, ...zero },
        { service_key: 'maintenance', messages: 0, visits: 1, completed_visits: 0, revenue: 0, average_price: 600 },
        { service_key: 'gardens', messages: 0, ...zero },
        { service_key: 'additional', messages: 0, ...zero },
        { service_key: null, messages: 1, ...zero },
      ],
    });
  });

  it('financial: revenue per day and service, average price, the value quoted but not completed', async () => {
    const none = { revenue: 0, completed_visits: 0, average_price: null };
    expect(await report('week', 'financial')).toEqual({
      ...HEAD('financial'),
      totals: { revenue: 1300, completed_visits: 2, average_price: 650 },
      previous_totals: { revenue: 400, completed_visits: 1, average_price: 400 },
      per_day: DAYS.map((date) =>
        date === '2026-11-21'
          ? { date, revenue: 500, completed_visits: 1 }
          : date === '2026-11-24'
            ? { date, revenue: 800, completed_visits: 1 }
            : { date, revenue: 0, completed_visits: 0 },
      ),
      by_service: [
        { service_key: 'cleaning', revenue: 500, completed_visits: 1, average_price: 500 },
        { service_key: 'marble', revenue: 800, completed_visits: 1, average_price: 800 },
        ...['moving', 'maintenance', 'gardens', 'additional'].map((service_key) => ({ service_key, ...none })),
      ],
      // Open: v3 (300, pending) and v7 (600, in progress); cancelled: v4 (1200). v6 is tomorrow's.
      not_completed: { open: { visits: 2, value: 900 }, cancelled: { visits: 1, value: 1200 } },
    });
  });

  it('clients: districts by visits and by messages, top customers, new and returning', async () => {
    expect(await report('week', 'clients')).toEqual({
      ...HEAD('clients'),
      top_districts_by_visits: [
        { district: 'قباء', visits: 2, completed_visits: 1, revenue: 500 },
        { district: 'العزيزية', visits: 1, completed_visits: 1, revenue: 800 },
      ],
      // m1 (قباء and tomorrow's السيح), m3 (قباء), m2 (العزيزية; v7 has none); m5's visit was cancelled.
      top_districts_by_messages: [
        { district: 'قباء', messages: 2 },
        { district: 'السيح', messages: 1 },
        { district: 'العزيزية', messages: 1 },
      ],
      top_by_revenue: [
        { customer_id: customer.B, name: 'بدر', revenue: 800, completed_visits: 1 },
        // A's latest message gives the name.
        { customer_id: customer.A, name: 'أحمد السالم', revenue: 500, completed_visits: 1 },
      ],
      top_by_messages: [
        { customer_id: customer.A, name: 'أحمد السالم', messages: 2 },
        ...[
          { customer_id: customer.B!, name: 'بدر', messages: 1 },
          { customer_id: customer.C!, name: 'عميل C', messages: 1 },
          { customer_id: customer.D!, name: 'عميل D', messages: 1 },
        ].sort((a, b) => a.customer_id - b.customer_id),
      ],
      // B wrote in October and D last week: returning. Last week D and E both wrote for the first time.
      customers: { active: 4, new: 2, returning: 2 },
      previous_customers: { active: 2, new: 2, returning: 0 },
    });
  });

  it('performance: time to first response, visits by status, visits per team', async () => {
    expect(await report('week', 'performance')).toEqual(PERFORMANCE);
  });

  it('a month is the last 30 Saudi days, against the 30 before', async () => {
    const month = await report('month', 'overview');
    expect(month.range).toEqual({ from: '2026-10-28', to: '2026-11-26', days: 30 });
    expect(month.previous_range).toEqual({ from: '2026-09-28', to: '2026-10-27', days: 30 });
    expect(month.totals).toEqual({ messages: 7, visits: 5, completed_visits: 3, revenue: 1700 });
    expect(month.previous_totals).toEqual({ messages: 1, visits: 0, completed_visits: 0, revenue: 0 });
    expect(month.per_day).toHaveLength(30);
  });

  it('exports a tab as CSV: UTF-8 with a BOM, one figure a line, as csv-stringify writes it', async () => {
    const csvOf = async (tab: string) => {
      const res = await fetch(`${server.url}${EXPORT}?period=week&tab=${tab}`, {
        headers: { cookie: admin.cookieHeader },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="report-${tab}-week-2026-11-26.csv"`);
      return Buffer.from(await res.arrayBuffer());
    };
    const expected = (rows: (string | number)[][]) =>
      Buffer.from(
        stringify(rows, {
          bom: true,
          header: true,
          columns: ['section', 'key', 'metric', 'value'],
          record_delimiter: 'windows',
        }),
      );
    const ranges = [
      ['range', '', 'from', '2026-11-20'],
      ['range', '', 'to', '2026-11-26'],
      ['range', '', 'days', 7],
      ['previous_range', '', 'from', '2026-11-13'],
      ['previous_range', '', 'to', '2026-11-19'],
      ['previous_range', '', 'days', 7],
    ];
    const overview = await csvOf('overview');
    expect([...overview.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(
      overview.equals(
        expected([
          ...ranges,
          ['totals', '', 'messages', 5],
          ['totals', '', 'visits', 4],
          ['totals', '', 'completed_visits', 2],
          ['totals', '', 'revenue', 1300],
          ['previous_totals', '', 'messages', 2],
          ['previous_totals', '', 'visits', 1],
          ['previous_totals', '', 'completed_visits', 1],
          ['previous_totals', '', 'revenue', 400],
          ...[1, 0, 1, 1, 0, 0, 2].map((n, i) => ['per_day', DAYS[i]!, 'messages', n]),
          ['by_service', 'cleaning', 'messages', 2],
          ['by_service', 'marble', 'messages', 1],
          ['by_service', 'moving', 'messages', 1],
          ['by_service', '', 'messages', 1],
          ['by_source', 'home', 'messages', 1],
          ['by_source', 'contact', 'messages', 1],
          ['by_source', 'site', 'messages', 2],
          ['by_source', 'office', 'messages', 1],
          ['by_source', 'booking', 'messages', 0],
          ['funnel', '', 'messages', 5],
          ['funnel', '', 'scheduled', 4],
          ['funnel', '', 'completed', 2],
          ...['requested', 'confirmed', 'done', 'declined', 'cancelled'].map((metric) => ['bookings', '', metric, 0]),
        ]),
      ),
      overview.toString('utf8'),
    ).toBe(true);

    const performance = await csvOf('performance');
    const response = (section: string, r: (typeof PERFORMANCE)['first_response']) =>
      Object.entries(r).map(([metric, value]) => [section, '', metric, value]);
    expect(
      performance.equals(
        expected([
          ...ranges,
          ...response('first_response', PERFORMANCE.first_response),
          ...response('previous_first_response', PERFORMANCE.previous_first_response),
          ['visits_by_status', '', 'pending', 1],
          ['visits_by_status', '', 'confirmed', 0],
          ['visits_by_status', '', 'in-progress', 1],
          ['visits_by_status', '', 'completed', 2],
          ['visits_by_status', '', 'cancelled', 1],
          ['teams', 'فريق أ', 'visits', 2],
          ['teams', 'فريق أ', 'completed_visits', 1],
          ['teams', 'فريق أ', 'revenue', 500],
          ['teams', 'فريق ب', 'visits', 1],
          ['teams', 'فريق ب', 'completed_visits', 1],
          ['teams', 'فريق ب', 'revenue', 800],
          ['teams', 'فريق ج', 'visits', 1],
          ['teams', 'فريق ج', 'completed_visits', 0],
          ['teams', 'فريق ج', 'revenue', 0],
        ]),
      ),
      performance.toString('utf8'),
    ).toBe(true);
  });

  it('refuses an unknown period or tab in the caller’s language; the week’s overview is the default', async () => {
    for (const query of ['period=day', 'tab=money', 'period=year&tab=', 'period=WEEK']) {
      for (const path of [REPORTS, EXPORT]) {
        const res = await admin.request('GET', `${path}?${query}`, { headers: AR });
        expect(res.status, `${path}?${query}`).toBe(400);
        expect(res.data.error).toMatch(/[\u0600-\u06ff]/);
      }
    }
    expect((await admin.get(REPORTS)).data).toEqual(OVERVIEW);
  });

  it('is for managers and owners: an agent is refused both calls, a manager sees them', async () => {
    const agent = await colleagueReady(server.url, (await addColleague(admin, 'وكيل')).email);
    const manager = await colleagueReady(server.url, (await addColleague(admin, 'مديرة', undefined, 'manager')).email);
    for (const path of [`${REPORTS}?tab=financial`, `${EXPORT}?tab=financial`]) {
      const refused = await agent.get(path);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
      expect((await manager.get(path)).status).toBe(200);
    }
  }, 60_000);
});
