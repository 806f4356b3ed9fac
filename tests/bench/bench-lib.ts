import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../support/server';

export interface Run {
  /** Requests per second (mean over the run). */
  rps: number;
  /** CPU time the server process used per answered request, in microseconds (NaN if unknown). */
  cpuUs: number;
  p50: number;
  /** autocannon has no 95th percentile; its next one up, 97.5, bounds p95 from above. */
  p97_5: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export interface CannonOptions {
  url: string;
  /** The server's process id, to measure its CPU time per request. */
  pid?: number;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** One autocannon run (HTTP/1.1 keep-alive, no pipelining). */
export async function cannon(o: CannonOptions): Promise<Run> {
  const cpuBefore = await cpuMs(o.pid);
  const r = await autocannon({
    url: o.url,
    connections: o.connections,
    duration: o.seconds,
    method: o.method ?? 'GET',
    headers: o.headers,
    body: o.body,
  });
  const cpu = (await cpuMs(o.pid)) - cpuBefore;
  return {
    rps: r.requests.average,
    cpuUs: (cpu * 1000) / r.requests.total,
    p50: r.latency.p50,
    p97_5: r.latency.p97_5,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export interface Comparison {
  ours: Run[];
  reference: Run[];
  /** Median over the rounds of ours.rps / reference.rps measured back to back. */
  ratio: number;
  /**
   * reference CPU per request / ours (medians): the throughput ratio the two would have on a machine
   * of their own, where each is CPU-bound. Unlike req/s it hardly moves when other processes
   * compete for the CPU.
   */
  cpuRatio: number;
}

/**
 * Measures two servers in alternating rounds (ours, reference, ours, reference…) so that a machine
 * that gets busier or calmer during the run affects both alike; the ratio is the median of the rounds.
 */
export async function compare(ours: CannonOptions, reference: CannonOptions, rounds: number): Promise<Comparison> {
  const a: Run[] = [];
  const b: Run[] = [];
  // A short warm-up of both (JIT, caches, connection setup) that is not counted.
  await cannon({ ...ours, seconds: 1 });
  await cannon({ ...reference, seconds: 1 });
  for (let i = 0; i < rounds; i++) {
    a.push(await cannon(ours));
    b.push(await cannon(reference));
  }
  return {
    ours: a,
    reference: b,
    ratio: median(a.map((r, i) => r.rps / b[i]!.rps)),
    cpuRatio: median(b.map((r) => r.cpuUs)) / median(a.map((r) => r.cpuUs)),
  };
}

export interface BareServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts tests/bench/bare-server.mjs in its own process, answering with `file` and `headers`. */
export async function startBareServer(file: string, headers: Record<string, string>): Promise<BareServer> {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'tests/bench/bare-server.mjs'), file, JSON.stringify(headers)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url,
    process: child,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Latencies (ms) of `n` GET requests sent one after another on one keep-alive connection. */
export async function sequentialLatencies(
  url: string,
  n: number,
  headers: Record<string, string> = {},
): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const req = request(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${url}: ${res.statusCode}`))));
      });
      req.on('error', reject);
      req.end();
    });
    times.push(performance.now() - started);
  }
  agent.destroy();
  return times;
}

/** User + system CPU time a process has used so far, in ms (Linux /proc), or NaN. */
export async function cpuMs(pid: number | undefined): Promise<number> {
  if (!pid) return NaN;
  try {
    const { readFile } = await import('node:fs/promises');
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the ")" that ends the command name: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}
/** USER_HZ: 100 on every Linux build Node runs on. */
const CLOCK_TICKS = 100;

/** Resident memory of a process in MB (Linux /proc), or NaN. */
export async function rssMb(pid: number | undefined): Promise<number> {
  if (!pid) return NaN;
  try {
    const { readFile } = await import('node:fs/promises');
    const kb = /VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : NaN;
  } catch {
    return NaN;
  }
}
