import { request, Agent } from 'node:http';
import sqlite3 from 'sqlite3';

/** One contact submission and what became of it. */
export interface Submission {
  marker: string;
  /** HTTP status, or 0 when the connection failed (no answer at all). */
  status: number;
  /** The id the server answered with (2xx only). */
  id?: number;
  ms: number;
  error?: string;
}

export interface LoadOptions {
  url: string;
  /** Total submissions (ignored when `until` is given). */
  n: number;
  /** Concurrent connections, each sending one request at a time. */
  c: number;
  /** A prefix that makes this run's markers unique in the database. */
  run: string;
  /** Keep sending until this resolves (the crash test), instead of n submissions. */
  until?: Promise<unknown>;
  /** Called after every answered request (the crash test watches the count of acknowledgements). */
  onResult?: (s: Submission, done: Submission[]) => void;
}

/** The body of submission i: a valid public contact message carrying a unique marker. */
export function contactBody(marker: string): string {
  return JSON.stringify({
    name: 'اختبار الحمل',
    phone: '0551234567',
    service: 'تنظيف',
    message: marker,
    email: '',
    preferredTime: '',
    urgency: 'normal',
  });
}

/** POSTs one JSON body on the agent's connections; resolves with the status and parsed body. */
function post(agent: Agent, url: URL, body: string): Promise<{ status: number; json: unknown; error?: string }> {
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let json: unknown = null;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
        res.on('error', (err) => resolve({ status: 0, json: null, error: err.message }));
      },
    );
    req.on('error', (err) => resolve({ status: 0, json: null, error: err.message }));
    req.end(body);
  });
}

/**
 * Sends contact submissions from `c` keep-alive connections at once (each connection one request at
 * a time), every one with its own marker, and records what each got back.
 */
export async function submitContacts(opts: LoadOptions): Promise<Submission[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: opts.c });
  const target = new URL('/backend/contact_submit.php', opts.url);
  const done: Submission[] = [];
  let next = 0;
  let stop = false;
  void opts.until?.then(() => (stop = true));
  const worker = async () => {
    while (!stop && (opts.until || next < opts.n)) {
      const marker = `${opts.run}-${next++}`;
      const started = performance.now();
      const res = await post(agent, target, contactBody(marker));
      const id = (res.json as { id?: unknown } | null)?.id;
      const s: Submission = {
        marker,
        status: res.status,
        ms: performance.now() - started,
        ...(typeof id === 'number' ? { id } : {}),
        ...(res.error ? { error: res.error } : {}),
      };
      done.push(s);
      opts.onResult?.(s, done);
      // Once the server is gone (the crash test), this connection has nothing more to do.
      if (opts.until && res.status === 0) return;
    }
  };
  await Promise.all(Array.from({ length: opts.c }, worker));
  agent.destroy();
  return done;
}

export const isAck = (s: Submission) => s.status >= 200 && s.status < 300;

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Runs SQL on an SQLite file opened on its own connection, then closes it. Read-write by default, as
 * the server opens it, so a file left by a killed process is recovered exactly as on a restart.
 */
export async function querySqlite<T>(file: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const db = await new Promise<sqlite3.Database>((resolve, reject) => {
    const d = new sqlite3.Database(file, sqlite3.OPEN_READWRITE, (err) => (err ? reject(err) : resolve(d)));
  });
  try {
    return await new Promise<T[]>((resolve, reject) =>
      db.all(sql, params, (err, rows) => (err ? reject(err) : resolve(rows as T[]))),
    );
  } finally {
    await new Promise<void>((resolve) => db.close(() => resolve()));
  }
}

/** How many rows of the contacts table carry each marker of a run. */
export async function markerCounts(file: string, run: string): Promise<Map<string, number>> {
  const rows = await querySqlite<{ message: string; n: number }>(
    file,
    'SELECT message, COUNT(*) AS n FROM contacts WHERE message LIKE ? GROUP BY message',
    [`${run}-%`],
  );
  return new Map(rows.map((r) => [r.message, r.n]));
}

export interface Verdict {
  acked: number;
  failed: number;
  serverErrors: number;
  /** Acknowledged submissions not found in the database. */
  missing: string[];
  /** Markers stored more than once. */
  duplicated: string[];
  p50: number;
  p99: number;
  max: number;
}

/** Compares what the clients were told with what the database holds. */
export async function verify(file: string, run: string, results: Submission[]): Promise<Verdict> {
  const counts = await markerCounts(file, run);
  const acks = results.filter(isAck);
  const ms = acks.map((s) => s.ms);
  return {
    acked: acks.length,
    failed: results.length - acks.length,
    serverErrors: results.filter((s) => s.status >= 500).length,
    missing: acks.filter((s) => !counts.has(s.marker)).map((s) => s.marker),
    duplicated: [...counts].filter(([, n]) => n > 1).map(([m]) => m),
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: ms.length ? Math.max(...ms) : NaN,
  };
}

export async function integrityCheck(file: string): Promise<string> {
  const rows = await querySqlite<{ integrity_check: string }>(file, 'PRAGMA integrity_check');
  return rows.map((r) => r.integrity_check).join('; ');
}
