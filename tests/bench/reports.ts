import { loadavg } from 'node:os';
import path from 'node:path';
import sqlite3 from 'sqlite3';
import { OFFICE_UTC_OFFSET_MINUTES } from '@shared/constants';
import { REPORT_TABS, type ReportTab } from '@shared/schemas';
import { FIRST_RESPONSES_FROM_LOG } from '../../server/src/db/migrations/0020-first-response';
import { startServerProcess } from '../load/server-process';
import { cpuMs, median, sequentialLatencies } from './bench-lib';

type Add = (measure: string, result: string, goal: string, met: boolean | null) => void;
const fmt = (v: number, digits = 1) => v.toFixed(digits);
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(0.95 * xs.length) - 1]!;
/** "median (runs a, b, c)" of a figure over the runs. */
const spread = (values: number[]) => `${fmt(median(values))} ms (runs ${values.map((v) => fmt(v)).join(', ')})`;

const MESSAGES = 50_000;
const VISITS = 20_000;
const CUSTOMERS = 20_000;
const REPORT_GOAL_MS = 200;
const WEEK_GOAL_MS = 50;

/**
 * A year of a busy office straight into the server's SQLite file, set-based (each table one
 * INSERT … SELECT over a counter), in one transaction: 20,000 customers; 50,000 messages evenly over
 * the last 365 days, every service and none, 2% spam; each message's arrival in the audit log (a
 * tenth typed in by the office) and, for 70% of them, a status change 5 to 300 minutes later;
 * 20,000 visits (two messages in five have one) on the message's Saudi day or up to 6 days after, 8
 * teams, 15 districts, 200 to 2,000 riyals, 60% completed and 15% cancelled, each with the log's
 * entry of the message it moved; each message's first response from those entries. Then ANALYZE, as
 * the server's own data would have been.
 */
export async function seedOffice(file: string): Promise<void> {
  const db = await new Promise<sqlite3.Database>((resolve, reject) => {
    const d = new sqlite3.Database(file, (err) => (err ? reject(err) : resolve(d)));
  });
  const run = (sql: string, params: unknown[] = []) =>
    new Promise<void>((resolve, reject) => db.run(sql, params, (err) => (err ? reject(err) : resolve())));
  const counter = (n: number) => `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${n})`;
  // Sequelize's SQLite date text (db/time.ts), from a Julian day number.
  const stamp = (julian: string) => `strftime('%Y-%m-%d %H:%M:%f', ${julian}) || ' +00:00'`;
  const start = Date.now() - 365 * 86_400_000;
  const startJulian = start / 86_400_000 + 2_440_587.5;
  const step = 365 / MESSAGES;
  try {
    await run('PRAGMA busy_timeout = 10000');
    await run('BEGIN IMMEDIATE');
    await run(
      `${counter(CUSTOMERS)} INSERT INTO customers (id, created_at) SELECT i, ${stamp(`${startJulian}`)} FROM n`,
    );
    await run(
      `${counter(MESSAGES)} INSERT INTO contacts (name, phone, email, service, service_key, message, preferred_time,
        urgency, spam, spam_reason, status, "read", search_text, phone_key, customer_id, created_at, updated_at)
       SELECT 'عميل ' || i, '05' || (50000000 + i), '', '', CASE i % 7 WHEN 0 THEN 'cleaning' WHEN 1 THEN 'marble'
         WHEN 2 THEN 'moving' WHEN 3 THEN 'maintenance' WHEN 4 THEN 'gardens' WHEN 5 THEN 'additional' ELSE NULL END,
         'رسالة ' || i, '', 'normal', CASE WHEN i % 50 = 0 THEN 1 ELSE 0 END, CASE WHEN i % 50 = 0 THEN 'too_fast' ELSE '' END,
         'new', 0, '', '', CASE WHEN i % 50 = 0 THEN NULL ELSE 1 + (i * 7919) % ${CUSTOMERS} END,
         ${stamp(`${startJulian} + i * ${step}`)}, ${stamp(`${startJulian} + i * ${step}`)} FROM n`,
    );
    await run(
      `INSERT INTO audit_log (created_at, actor_kind, actor_id, address, action, target_type, target_id, target_label, details)
       SELECT created_at, CASE WHEN id % 10 = 0 THEN 'admin' ELSE 'visitor' END, CASE WHEN id % 10 = 0 THEN 1 END,
         '127.0.0.1', 'contact.created', 'contact', CAST(id AS TEXT), name, '{}' FROM contacts`,
    );
    await run(
      `INSERT INTO audit_log (created_at, actor_kind, actor_id, address, action, target_type, target_id, target_label, details)
       SELECT ${stamp(`julianday(created_at) + (5 + id % 296) / 1440.0`)}, 'admin', 1, '127.0.0.1', 'contact.status',
         'contact', CAST(id AS TEXT), name, '{"changes":{"status":["new","contacted"]}}'
       FROM contacts WHERE spam = 0 AND id % 10 < 7`,
    );
    const saudiDay = `date(c.created_at, '+${OFFICE_UTC_OFFSET_MINUTES} minutes', '+' || (c.id % 7) || ' days')`;
    await run(
      `INSERT INTO visits (customer_id, contact_id, date, from_time, to_time, team, price, address, district,
        service_key, priority, status, notes, search_text, created_at, updated_at)
       SELECT c.customer_id, c.id, ${saudiDay}, '09:00', '11:00', 'فريق ' || (c.id % 8), 200 + (c.id * 37) % 1801,
         'شارع ' || c.id, 'حي ' || (c.id % 15), COALESCE(c.service_key, 'additional'), 'normal',
         CASE WHEN c.id % 20 < 12 THEN 'completed' WHEN c.id % 20 < 15 THEN 'cancelled' WHEN c.id % 20 < 17 THEN 'pending'
           WHEN c.id % 20 < 19 THEN 'confirmed' ELSE 'in-progress' END, '', '', c.created_at, c.created_at
       FROM contacts c WHERE c.spam = 0 AND c.id % 5 IN (1, 3) ORDER BY c.id LIMIT ${VISITS}`,
    );
    await run(
      `INSERT INTO audit_log (created_at, actor_kind, actor_id, address, action, target_type, target_id, target_label, details)
       SELECT ${stamp(`julianday(created_at) + 1 / 24.0`)}, 'admin', 1, '127.0.0.1', 'visit.created', 'visit',
         CAST(id AS TEXT), team, '{"message_status":["contacted","scheduled"]}' FROM visits`,
    );
    // Each message's first response, read from those entries as the migration that keeps it did.
    await run(FIRST_RESPONSES_FROM_LOG);
    await run('COMMIT');
    await run('ANALYZE');
  } finally {
    await new Promise<void>((resolve) => db.close(() => resolve()));
  }
}

/** Monday and Sunday of this Saudi week. */
function thisWeek(now = Date.now()): { monday: string; sunday: string } {
  const today = new Date(now + OFFICE_UTC_OFFSET_MINUTES * 60_000);
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { monday: day(monday), sunday: day(new Date(monday.getTime() + 6 * 86_400_000)) };
}

/**
 * The reports' rows, on a server of its own (built, SQLite) with the office above: each tab of
 * `reports.php?period=year` 60 times in a row on one connection (after 5 unmeasured), and the
 * bookings' week view `visits.php?from=<monday>&to=<sunday>&limit=100` 200 times, in `rounds` runs;
 * each run's p95, their median and the runs. The reports' goal is judged on the slowest tab.
 */
export async function reportsRows(add: Add, rounds: number, signIn: (url: string) => Promise<string>): Promise<void> {
  const server = await startServerProcess();
  const byTab = Object.fromEntries(REPORT_TABS.map((tab) => [tab, [] as number[]])) as Record<ReportTab, number[]>;
  /** The server's CPU time per request of each tab, each run: what the latency would be on a machine of its own. */
  const cpuByTab = Object.fromEntries(REPORT_TABS.map((tab) => [tab, [] as number[]])) as Record<ReportTab, number[]>;
  const week: number[] = [];
  try {
    const cookie = await signIn(server.url);
    const seeding = performance.now();
    await seedOffice(path.join(server.dataDir, 'app.sqlite'));
    console.log(`  seeded ${MESSAGES} messages and ${VISITS} visits in ${fmt((performance.now() - seeding) / 1000)} s`);
    const { monday, sunday } = thisWeek();
    const weekUrl = `${server.url}/backend/admin/visits.php?from=${monday}&to=${sunday}&limit=100`;
    const weekAnswer = (await (await fetch(weekUrl, { headers: { cookie } })).json()) as { total: number };
    console.log(`  week ${monday} to ${sunday}: ${weekAnswer.total} visits`);
    for (let round = 0; round < rounds; round++) {
      for (const tab of REPORT_TABS) {
        const url = `${server.url}/backend/admin/reports.php?period=year&tab=${tab}`;
        await sequentialLatencies(url, 5, { cookie });
        const cpuBefore = await cpuMs(server.process.pid);
        byTab[tab].push(p95(await sequentialLatencies(url, 60, { cookie })));
        cpuByTab[tab].push(((await cpuMs(server.process.pid)) - cpuBefore) / 60);
      }
      await sequentialLatencies(weekUrl, 20, { cookie });
      week.push(p95(await sequentialLatencies(weekUrl, 200, { cookie })));
    }
  } finally {
    await server.stop();
  }
  const slowest = REPORT_TABS.reduce((a, b) => (median(byTab[b]) > median(byTab[a]) ? b : a));
  add(
    `reports.php?period=year at ${MESSAGES.toLocaleString('en')} messages and ${VISITS.toLocaleString('en')} visits, ` +
      'one connection: the slowest tab',
    `${slowest} p95 ${spread(byTab[slowest])}; each tab's median p95: ${REPORT_TABS.map(
      (tab) => `${tab} ${fmt(median(byTab[tab]))}`,
    ).join(', ')} ms; server CPU per request: ${REPORT_TABS.map((tab) => `${tab} ${fmt(median(cpuByTab[tab]))}`).join(
      ', ',
    )} ms; load average ${loadavg()
      .map((v) => fmt(v))
      .join(' ')}`,
    `p95 < ${REPORT_GOAL_MS} ms`,
    median(byTab[slowest]) < REPORT_GOAL_MS,
  );
  add(
    'the week view: visits.php?from=<monday>&to=<sunday>&limit=100 on the same data, one connection',
    `p95 ${spread(week)}`,
    `p95 < ${WEEK_GOAL_MS} ms`,
    median(week) < WEEK_GOAL_MS,
  );
}
