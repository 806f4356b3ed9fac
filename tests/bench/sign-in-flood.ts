import { EventStreamReader } from '../../server/test/event-stream';
import { startServerProcess } from '../load/server-process';
import { describeFlood, signInFlood, type FloodReport } from '../load/sign-in-flood';
import { describeVisitor, p95, visitWhile, type VisitorReport } from '../load/visitor';
import { median } from './bench-lib';
import { photoLikeJpeg, uploadPhoto } from './seed';

type Add = (measure: string, result: string, goal: string, met: boolean | null) => void;
const fmt = (v: number, digits = 1) => v.toFixed(digits);
/** "median (spread min–max)" of a figure over the runs. */
const spread = (values: number[], unit: string) =>
  `${fmt(median(values))} ${unit} (runs ${values.map((v) => fmt(v)).join(', ')})`;
const VISITOR_GOAL_MS = 50;

/**
 * The sign-in flood's rows: `rounds` runs of a 200-way flood for 20 s on a server of its own (built,
 * SQLite, TRUST_PROXY=true as behind the nginx of docs/production.md), the visitor's p95 of each run, their median
 * and spread. The goals are the flood issue's: `/` and the contact form p95 < 50 ms, no message lost,
 * attempts refused rather than queued, a known device's sign-in < 3 s.
 */
export async function signInFloodRows(add: Add, rounds: number): Promise<void> {
  const server = await startServerProcess({ TRUST_PROXY: 'true' });
  const runs: FloodReport[] = [];
  try {
    for (let i = 0; i < rounds; i++) {
      const r = await signInFlood(server, 200, 20);
      console.log(describeFlood(r));
      runs.push(r);
    }
  } finally {
    await server.stop();
  }
  const homeP95 = runs.map((r) => p95(r.visitor.home));
  const contactP95 = runs.map((r) => p95(r.visitor.contact));
  add(
    'during a 200-way sign-in flood (200 addresses, 20 s): visitor GET / (brotli), every 50 ms',
    `p95 ${spread(homeP95, 'ms')}`,
    `p95 < ${VISITOR_GOAL_MS} ms`,
    median(homeP95) < VISITOR_GOAL_MS,
  );
  add(
    'during a 200-way sign-in flood: visitor POST contact_submit.php, every 50 ms',
    `p95 ${spread(contactP95, 'ms')}; portfolio call p95 ${spread(
      runs.map((r) => p95(r.visitor.portfolio)),
      'ms',
    )}`,
    `p95 < ${VISITOR_GOAL_MS} ms`,
    median(contactP95) < VISITOR_GOAL_MS,
  );
  const acknowledged = runs.reduce((n, r) => n + r.visitor.contactsAcknowledged, 0);
  const lost = runs.reduce((n, r) => n + r.visitor.contactsAcknowledged - r.visitor.contactsStored, 0);
  const failures = runs.flatMap((r) => r.visitor.failures);
  add(
    'during the sign-in floods: contact messages lost',
    `${lost} of ${acknowledged} acknowledged; visitor answers other than 2xx: ${failures.length}`,
    '0',
    lost === 0 && failures.length === 0,
  );
  const count = (r: FloodReport, ...statuses: string[]) => statuses.reduce((n, s) => n + (r.flood.byStatus[s] ?? 0), 0);
  const refused = runs.map((r) => count(r, '503', '429'));
  const hashed = runs.map((r) => count(r, '401'));
  const attackerP90 = runs.map((r) => r.flood.latency.p90);
  add(
    'during the sign-in floods: attempts refused without a hash (503/429) vs hashed (401), and how fast',
    `${refused.join(', ')} refused vs ${hashed.join(', ')} hashed; attacker p90 ${spread(attackerP90, 'ms')} ` +
      `(refusals are held 250 ms)`,
    'refused, not queued (attacker p90 < 1 s)',
    refused.every((n, i) => n > hashed[i]!) && Math.max(...attackerP90) < 1000,
  );
  const known = runs.map((r) => r.knownDevice.ms);
  add(
    "during the sign-in floods: a known device's sign-in (its device cookie), the password then the app's code",
    `${spread(known, 'ms')}; statuses ${runs.map((r) => r.knownDevice.status).join(', ')}`,
    '< 3 s',
    Math.max(...known) < 3000 && runs.every((r) => r.knownDevice.status === 200),
  );
}

/**
 * The same visitor while the server does the office's heavy work, each for `seconds`: live streams
 * opening and closing (20 at a time), the CSV export of every message back to back, and photo
 * uploads (each made into its variants by sharp) back to back. Goals as under the sign-in flood.
 */
export async function busyOfficeRows(
  add: Add,
  server: { url: string; dataDir: string },
  cookie: string,
  seconds: number,
): Promise<void> {
  const until = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
  const repeat = async (stop: Promise<void>, work: () => Promise<void>) => {
    let going = true;
    void stop.then(() => (going = false));
    while (going) await work();
  };
  const jpeg = await photoLikeJpeg();
  const loads: [string, () => Promise<void>][] = [
    [
      'live streams opening and closing, 20 at a time',
      async () => {
        const streams = await Promise.all(
          Array.from({ length: 20 }, () =>
            EventStreamReader.open(`${server.url}/backend/admin/events.php`, { cookie }),
          ),
        );
        streams.forEach((s) => s.close());
      },
    ],
    [
      'the CSV export of every message (50,000), back to back',
      async () => {
        const res = await fetch(`${server.url}/backend/admin/contacts-export.php`, { headers: { cookie } });
        await res.arrayBuffer();
      },
    ],
    [
      'photo uploads (1600 px JPEG, variants made by sharp), back to back',
      async () => {
        await uploadPhoto(server.url, cookie, jpeg);
      },
    ],
  ];
  for (const [what, work] of loads) {
    const stop = until(seconds * 1000);
    const [visitor] = await Promise.all([visitWhile(server, stop), repeat(stop, work)]);
    console.log(`while ${what}:\n${describeVisitor(visitor)}`);
    busyRow(add, what, visitor);
  }
}

function busyRow(add: Add, what: string, v: VisitorReport): void {
  const lost = v.contactsAcknowledged - v.contactsStored;
  add(
    `while ${what}: visitor GET / and POST contact, every 50 ms`,
    `p95 ${fmt(p95(v.home))} / ${fmt(p95(v.contact))} ms (portfolio call ${fmt(p95(v.portfolio))} ms); ` +
      `messages lost ${lost}, failures ${v.failures.length}`,
    `p95 < ${VISITOR_GOAL_MS} ms`,
    p95(v.home) < VISITOR_GOAL_MS && p95(v.contact) < VISITOR_GOAL_MS && lost === 0 && v.failures.length === 0,
  );
}
