import { describe, expect, it } from 'vitest';
import { crashScenario, gracefulScenario, loadScenario } from './scenarios';

// Small numbers so the suite stays fast; `npm run test:load -- --n 1000 --c 100` runs the same code big.
describe('durability of contact submissions (built server, SQLite)', () => {
  it('stores every acknowledged submission exactly once under concurrent load, without 5xx', async () => {
    const r = await loadScenario(300, 30);
    console.log(`load: ${r.n} submissions / ${r.c} connections: ${r.acked} ok, p99 ${r.p99.toFixed(1)} ms`);
    expect(r.serverErrors).toBe(0);
    expect(r.acked).toBe(300);
    expect(r.missing).toEqual([]);
    expect(r.duplicated).toEqual([]);
    expect(r.integrity).toBe('ok');
  }, 60_000);

  it('keeps every acknowledged submission when the server is killed with SIGKILL mid-load', async () => {
    const r = await crashScenario(20, 150);
    console.log(`crash: ${r.ackedBeforeKill} acknowledged before SIGKILL, ${r.unanswered} cut off`);
    expect(r.ackedBeforeKill).toBeGreaterThanOrEqual(150);
    expect(r.serverErrors).toBe(0);
    expect(r.missing).toEqual([]);
    expect(r.duplicated).toEqual([]);
    expect(r.restartedOk).toBe(true);
    expect(r.integrity).toBe('ok');
  }, 60_000);

  it('finishes in-flight requests on SIGTERM, refuses new connections, then exits 0', async () => {
    const r = await gracefulScenario(5);
    expect(r.inFlightStatuses).toEqual([201, 201, 201, 201, 201]);
    expect(r.stored).toBe(5);
    expect(r.refusedNew).toBe(true);
    expect(r.exitCode).toBe(0);
  }, 60_000);
});
