// npm start: builds the product when the build is missing or older than the sources, then runs it
// in this same process, so the server's own SIGTERM/SIGINT handling (server/src/lifecycle.ts) is
// what stops it. package.json starts this file with `exec`: npm passes SIGTERM on only to the shell
// it runs the script in, and a shell that waited for node would die of it, leaving node serving.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const stamp = path.join(root, 'dist/.build-stamp');
const SOURCES = ['shared', 'server/src', 'server/scripts', 'site', 'apps/admin', 'package-lock.json'];
const SKIP = new Set(['node_modules', '.react-router', 'dist', 'out']);

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) {
    if (!SKIP.has(entry)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
if (built < sources) {
  console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(path.join(root, 'dist/server/index.js')).href);
