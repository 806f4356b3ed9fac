import path from 'node:path';
import { contactBody, markerCounts, percentile } from './load-lib';

const VISIT_EVERY_MS = 50;

/** What one visitor saw while the server was busy with something else. */
export interface VisitorReport {
  /** Times in ms of each kind of request, sent together every 50 ms. */
  home: number[];
  portfolio: number[];
  contact: number[];
  /** Answers other than 2xx ("GET / 503", …). */
  failures: string[];
  contactsAcknowledged: number;
  /** Acknowledged contact messages found in the database exactly once. */
  contactsStored: number;
}

const timed = async (send: () => Promise<Response>): Promise<{ ms: number; res: Response }> => {
  const started = performance.now();
  const res = await send();
  await res.arrayBuffer();
  return { ms: performance.now() - started, res };
};

/**
 * A visitor who, every 50 ms until `busy` settles, loads `/` (brotli), the public portfolio call and
 * posts the contact form (each message with its own marker), then checks the database of the built
 * server in `dataDir` for every acknowledged message. The method of the sign-in flood's test and of
 * the bench's "while busy" rows.
 */
export async function visitWhile(
  server: { url: string; dataDir: string },
  busy: Promise<unknown>,
): Promise<VisitorReport> {
  const { url } = server;
  let going = true;
  void busy.finally(() => (going = false)).catch(() => {});
  const run = `visitor-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const report: VisitorReport = {
    home: [],
    portfolio: [],
    contact: [],
    failures: [],
    contactsAcknowledged: 0,
    contactsStored: 0,
  };
  const acknowledged: string[] = [];
  const note = (what: string, res: Response) => {
    if (!res.ok) report.failures.push(`${what} ${res.status}`);
  };
  for (let n = 0; going; n++) {
    const tick = performance.now();
    const marker = `${run}-${n}`;
    const [home, portfolio, contact] = await Promise.all([
      timed(() => fetch(new URL('/', url), { headers: { 'accept-encoding': 'br' } })),
      timed(() => fetch(new URL('/backend/portfolio.php?lang=ar', url))),
      timed(() =>
        fetch(new URL('/backend/contact_submit.php', url), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.20' },
          body: contactBody(marker),
        }),
      ),
    ]);
    if (contact.res.status === 201) acknowledged.push(marker);
    note('POST contact_submit.php', contact.res);
    if (!going) break; // the last round may straddle the end of the load: its times do not count
    report.home.push(home.ms);
    report.portfolio.push(portfolio.ms);
    report.contact.push(contact.ms);
    note('GET /', home.res);
    note('GET portfolio.php', portfolio.res);
    await new Promise((r) => setTimeout(r, Math.max(0, VISIT_EVERY_MS - (performance.now() - tick))));
  }
  const stored = await markerCounts(path.join(server.dataDir, 'app.sqlite'), run);
  report.contactsAcknowledged = acknowledged.length;
  report.contactsStored = acknowledged.filter((marker) => stored.get(marker) === 1).length;
  return report;
}

export const p95 = (values: number[]) => percentile(values, 95);

/** The visitor's figures as the lines the tests and the bench print. */
export function describeVisitor(r: VisitorReport): string {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const line = (label: string, times: number[]) =>
    `  visitor ${label.padEnd(24)} p95 ${ms(p95(times))}  (p50 ${ms(percentile(times, 50))}, ${times.length} requests)`;
  return [
    line('GET /', r.home),
    line('GET portfolio.php', r.portfolio),
    line('POST contact', r.contact) + `; ${r.contactsAcknowledged} acknowledged, ${r.contactsStored} stored once`,
    ...(r.failures.length ? [`  visitor failures: ${r.failures.slice(0, 5).join(', ')}`] : []),
  ].join('\n');
}
