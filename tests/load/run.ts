// `npm run test:load -- --n 1000 --c 100 [--kill-after 500]`: the durability checks of
// durability.test.ts with numbers given by hand. Builds nothing: run `npm run build:server` first.
// Exits 1 when any acknowledged submission is missing or stored twice, on any 5xx, or when the
// database fails its integrity check.
import { parseArgs } from 'node:util';
import { crashScenario, gracefulScenario, loadScenario } from './scenarios';

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '1000' },
    c: { type: 'string', default: '100' },
    'kill-after': { type: 'string' },
  },
});
const n = Number(values.n);
const c = Number(values.c);
const killAfter = Number(values['kill-after'] ?? Math.max(1, Math.floor(n / 2)));
if (![n, c, killAfter].every((v) => Number.isInteger(v) && v > 0)) {
  console.error('usage: npm run test:load -- --n 1000 --c 100 [--kill-after 500]');
  process.exit(2);
}

const problems: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) problems.push(what);
  return ok ? 'ok' : 'FAILED';
};
const ms = (v: number) => `${v.toFixed(1)} ms`;

console.log(`load: ${n} contact submissions from ${c} concurrent connections (built server, SQLite)…`);
const load = await loadScenario(n, c);
console.log(
  [
    `  acknowledged (2xx)  ${load.acked}/${n}  ${check(load.acked === n, 'not every submission was acknowledged')}`,
    `  5xx answers         ${load.serverErrors}  ${check(load.serverErrors === 0, '5xx answers')}`,
    `  missing in database ${load.missing.length}  ${check(load.missing.length === 0, 'acknowledged but missing')}`,
    `  stored twice        ${load.duplicated.length}  ${check(load.duplicated.length === 0, 'stored twice')}`,
    `  integrity_check     ${load.integrity}  ${check(load.integrity === 'ok', 'integrity check')}`,
    `  latency p50 / p99 / max  ${ms(load.p50)} / ${ms(load.p99)} / ${ms(load.max)}`,
    `  throughput          ${(n / load.seconds).toFixed(0)} submissions/s`,
    `  server RSS after    ${load.rssMb.toFixed(0)} MB`,
  ].join('\n'),
);

console.log(
  `\ncrash: ${c} connections submitting, SIGKILL after ${killAfter} acknowledgements, restart on the same data…`,
);
const crash = await crashScenario(c, killAfter);
console.log(
  [
    `  acknowledged before the kill ${crash.ackedBeforeKill}, cut off by it ${crash.unanswered}`,
    `  missing after restart ${crash.missing.length}  ${check(crash.missing.length === 0, 'lost after SIGKILL')}`,
    `  stored twice          ${crash.duplicated.length}  ${check(crash.duplicated.length === 0, 'stored twice after SIGKILL')}`,
    `  5xx answers           ${crash.serverErrors}  ${check(crash.serverErrors === 0, '5xx before the kill')}`,
    `  restart healthy       ${crash.restartedOk}  ${check(crash.restartedOk, 'restart')}`,
    `  integrity_check       ${crash.integrity}  ${check(crash.integrity === 'ok', 'integrity after SIGKILL')}`,
  ].join('\n'),
);

console.log('\ngraceful: SIGTERM with 5 requests in flight…');
const term = await gracefulScenario(5);
console.log(
  [
    `  in-flight answers     ${term.inFlightStatuses.join(' ')}  ${check(
      term.inFlightStatuses.every((s) => s === 201),
      'in-flight request not answered',
    )}`,
    `  stored                ${term.stored}/5  ${check(term.stored === 5, 'in-flight submission lost')}`,
    `  new connections refused ${term.refusedNew}  ${check(term.refusedNew, 'still accepting after SIGTERM')}`,
    `  exit code             ${term.exitCode} after ${ms(term.exitMs)}  ${check(term.exitCode === 0, 'exit code')}`,
  ].join('\n'),
);

if (problems.length) {
  console.error(`\nFAILED: ${problems.join('; ')}`);
  process.exit(1);
}
console.log('\nall durability checks passed');
