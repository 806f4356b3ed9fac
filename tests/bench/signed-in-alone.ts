// `npx tsx --tsconfig tests/tsconfig.json tests/bench/signed-in-alone.ts`: only the signed-in rows of
// `npm run bench` (contacts page 2 with a session, on a small table and on 50,000 messages), for
// working on that path without the whole run. Needs `npm run build:server`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LOAD_ADMIN, startServerProcess } from '../load/server-process';
import { cookieHeaderFor, CookieJar, fetchWithJar } from '../support/cookie-fetch';
import { bulkInsertContacts } from './seed';
import { signedInCalls } from './signed-in';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    'log-level': { type: 'string', default: 'info' },
  },
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'mhs-bench-'));
const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: values['log-level'] });
try {
  const jar = new CookieJar();
  const res = await fetchWithJar(jar)(`${server.url}/backend/admin/login.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LOAD_ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  const cookie = cookieHeaderFor(jar, server.url);
  const dbFile = path.join(dataDir, 'app.sqlite');
  const url = `${server.url}/backend/admin/contacts.php?page=2&limit=20`;
  const options = { url, cookie, pid: server.process.pid, scratchDir: dataDir, connections: 20 };
  const timing = { seconds: Number(values.seconds), rounds: Number(values.rounds) };
  for (const count of [200, 50_000]) {
    await bulkInsertContacts(dbFile, count === 200 ? 200 : count - 200);
    const r = await signedInCalls({ ...options, ...timing });
    console.log(`${count} messages, 20 connections:`, JSON.stringify(r));
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
