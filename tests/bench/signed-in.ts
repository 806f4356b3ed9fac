import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { compare, median, type Comparison, startBareServer } from './bench-lib';

export interface SignedInCalls {
  /** Requests per second of ours and of the bare server (medians over the rounds). */
  rps: number;
  bareRps: number;
  /** Median over the rounds of autocannon's p97.5 (an upper bound of p95), in ms. */
  p97_5: number;
  p99: number;
  cpuUs: number;
  bareCpuUs: number;
  failed: number;
}

/**
 * A signed-in admin call (session cookie, so the session, its account and the contacts change counter
 * are read on every request) at `connections` connections in alternating rounds beside a bare node:http server that
 * sends the same bytes from memory: the fastest Node can answer.
 */
export async function signedInCalls(o: {
  url: string;
  cookie: string;
  pid: number | undefined;
  scratchDir: string;
  connections: number;
  seconds: number;
  rounds: number;
}): Promise<SignedInCalls> {
  const headers = { cookie: o.cookie };
  const res = await fetch(o.url, { headers });
  if (res.status !== 200) throw new Error(`${o.url}: ${res.status} ${await res.text()}`);
  const bodyFile = path.join(o.scratchDir, 'signed-in-reference.json');
  writeFileSync(bodyFile, Buffer.from(await res.arrayBuffer()));
  const bare = await startBareServer(bodyFile, { 'content-type': 'application/json; charset=utf-8' });
  let c: Comparison;
  try {
    c = await compare(
      { url: o.url, headers, connections: o.connections, seconds: o.seconds, pid: o.pid },
      { url: bare.url, connections: o.connections, seconds: o.seconds, pid: bare.process.pid },
      o.rounds,
    );
  } finally {
    await bare.stop();
  }
  const of = (runs: Comparison['ours'], pick: (r: Comparison['ours'][number]) => number) => median(runs.map(pick));
  return {
    rps: of(c.ours, (r) => r.rps),
    bareRps: of(c.reference, (r) => r.rps),
    p97_5: of(c.ours, (r) => r.p97_5),
    p99: of(c.ours, (r) => r.p99),
    cpuUs: of(c.ours, (r) => r.cpuUs),
    bareCpuUs: of(c.reference, (r) => r.cpuUs),
    failed: c.ours.reduce((n, r) => n + r.non2xx + r.errors, 0),
  };
}
