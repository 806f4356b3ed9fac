import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import sqlite3 from 'sqlite3';
import { OFFICE_UTC_OFFSET_MINUTES } from '@shared/constants';
import type { BookingSlots, BookingWindow } from '@shared/schemas/bookings';
import { DEFAULT_BOOKING_SETTINGS } from '../../server/src/bookings/booking-settings';
import { startServerProcess } from '../load/server-process';
import { cpuMs, median, sequentialLatencies } from './bench-lib';

type Add = (measure: string, result: string, goal: string, met: boolean | null) => void;
const fmt = (v: number, digits = 1) => v.toFixed(digits);
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(0.95 * xs.length) - 1]!;
const spread = (values: number[]) => `${fmt(median(values))} ms (runs ${values.map((v) => fmt(v)).join(', ')})`;

const load = () =>
  loadavg()
    .map((v) => fmt(v))
    .join(' ');

const VISITS = 10_000;
const TEAMS = 8;
const SLOTS_GOAL_MS = 20;
const SUBMIT_GOAL_MS = 50;
const SUBMITS_PER_RUN = 100;

/**
 * The office's booking settings (8 teams, every day 08:00–22:00, every service) and 10,000 visits
 * straight into the server's SQLite file, in one transaction: over the last year and the next 14
 * days, two hours each, spread over the teams and the day's hours, 15% cancelled; then ANALYZE.
 */
async function seedVisits(file: string): Promise<void> {
  const db = await new Promise<sqlite3.Database>((resolve, reject) => {
    const d = new sqlite3.Database(file, (err) => (err ? reject(err) : resolve(d)));
  });
  const run = (sql: string, params: unknown[] = []) =>
    new Promise<void>((resolve, reject) => db.run(sql, params, (err) => (err ? reject(err) : resolve())));
  const teams = Array.from({ length: TEAMS }, (_, i) => ({
    ...DEFAULT_BOOKING_SETTINGS.teams[0]!,
    name: `فريق ${i}`,
    from: '08:00',
    to: '22:00',
  }));
  const today = Date.now() + OFFICE_UTC_OFFSET_MINUTES * 60_000;
  const firstJulian = today / 86_400_000 + 2_440_587.5 - 365;
  try {
    await run('PRAGMA busy_timeout = 10000');
    await run('BEGIN IMMEDIATE');
    await run(`INSERT OR REPLACE INTO settings (key, value, updated_at) VALUES ('booking', $1, datetime('now'))`, [
      JSON.stringify({ ...DEFAULT_BOOKING_SETTINGS, teams }),
    ]);
    await run(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${VISITS})
       INSERT INTO visits (customer_id, contact_id, date, from_time, to_time, team, price, address, district,
         service_key, priority, status, notes, search_text, created_at, updated_at)
       SELECT 1 + i % 500, NULL, date(${firstJulian} + (i * 379.0) / ${VISITS}),
         printf('%02d:00', 8 + (i * 7) % 12), printf('%02d:00', 10 + (i * 7) % 12), 'فريق ' || (i % ${TEAMS}),
         300, 'شارع ' || i, 'حي ' || (i % 15), 'cleaning', 'normal',
         CASE WHEN i % 20 < 3 THEN 'cancelled' ELSE 'confirmed' END, '', '', datetime('now'), datetime('now')
       FROM n`,
    );
    await run('COMMIT');
    await run('ANALYZE');
  } finally {
    await new Promise<void>((resolve) => db.close(() => resolve()));
  }
}

/** Windows of one day none of which overlaps another (each still free after the others are booked). */
function apart(windows: BookingWindow[]): BookingWindow[] {
  const kept: BookingWindow[] = [];
  for (const w of windows) if (kept.length === 0 || w.from >= kept.at(-1)!.to) kept.push(w);
  return kept;
}

/** Each POST's time on one kept-alive connection, its answer's status checked. */
async function postLatencies(url: string, bodies: unknown[], expected: number): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  for (const body of bodies) {
    const data = JSON.stringify(body);
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            res.statusCode === expected ? resolve() : reject(new Error(`${url}: ${res.statusCode}`)),
          );
        },
      );
      req.on('error', reject);
      req.end(data);
    });
    times.push(performance.now() - started);
  }
  agent.destroy();
  return times;
}

/**
 * The bookings' rows, on a server of its own (built, SQLite) with 10,000 visits stored: the free
 * windows of a service over the whole horizon (`booking-slots.php?service=cleaning`, 200 in a row
 * on one connection after 20 unmeasured), and booking (`booking_submit.php`, 100 bookings of free
 * windows in a row, each of another number), in `rounds` runs; each run's p95, their median and the runs.
 */
export async function bookingsRows(add: Add, rounds: number): Promise<void> {
  const server = await startServerProcess();
  const slots: number[] = [];
  const submits: number[] = [];
  /** The server's CPU time per request, each run: what the latency would be on a machine of its own. */
  const slotsCpu: number[] = [];
  const submitCpu: number[] = [];
  let booked = 0;
  try {
    await seedVisits(path.join(server.dataDir, 'app.sqlite'));
    const slotsUrl = `${server.url}/backend/booking-slots.php?service=cleaning`;
    for (let round = 0; round < rounds; round++) {
      await sequentialLatencies(slotsUrl, 20);
      let cpu = await cpuMs(server.process.pid);
      slots.push(p95(await sequentialLatencies(slotsUrl, 200)));
      slotsCpu.push(((await cpuMs(server.process.pid)) - cpu) / 200);
      // Free windows of a two-hour service now, none overlapping another taken, one booking each.
      const free = (await (
        await fetch(`${server.url}/backend/booking-slots.php?service=maintenance`)
      ).json()) as BookingSlots;
      const windows = free.days.flatMap(({ date, windows: all }) => apart(all).map(({ from }) => ({ date, from })));
      const bodies = windows.slice(0, SUBMITS_PER_RUN).map(({ date, from }) => ({
        service_key: 'maintenance',
        date,
        from,
        name: 'عميل الحجز',
        phone: `05${String(60_000_000 + booked++).padStart(8, '0')}`,
        district: 'العزيزية',
        address: 'شارع الهجرة',
        notes: '',
        email: '',
        lang: 'ar',
        page: '/',
        website: '',
        elapsedMs: 20_000,
      }));
      cpu = await cpuMs(server.process.pid);
      submits.push(p95(await postLatencies(`${server.url}/backend/booking_submit.php`, bodies, 201)));
      submitCpu.push(((await cpuMs(server.process.pid)) - cpu) / bodies.length);
    }
  } finally {
    await server.stop();
  }
  add(
    `booking-slots.php?service=cleaning (14 days, ${TEAMS} teams) at ${VISITS.toLocaleString('en')} visits stored, one connection`,
    `p95 ${spread(slots)}; server CPU per request ${fmt(median(slotsCpu), 2)} ms; load average ${load()}`,
    `p95 < ${SLOTS_GOAL_MS} ms`,
    median(slots) < SLOTS_GOAL_MS,
  );
  add(
    `booking_submit.php: a booking of a free window (${SUBMITS_PER_RUN} in a row, one connection), same data`,
    `p95 ${spread(submits)}; server CPU per request ${fmt(median(submitCpu), 2)} ms; load average ${load()}`,
    `p95 < ${SUBMIT_GOAL_MS} ms`,
    median(submits) < SUBMIT_GOAL_MS,
  );
}
