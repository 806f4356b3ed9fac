// Adds lock entries for optional platform packages (other OS/CPU builds of rollup, esbuild-like
// binaries) that the registry mirror of our build machines does not serve: without them `npm ci`
// calls the lock out of sync. npm skips them at install (optional). Run after `npm install`:
// node .ci/complete-lock.mjs
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
const lockPath = path.resolve('package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const pkgs = lock.packages;
let added = 0;
for (const [key, entry] of Object.entries(pkgs)) {
  if (!key) continue;
  const manifestPath = path.join(key, 'package.json');
  if (!existsSync(manifestPath)) continue;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const optional = manifest.optionalDependencies ?? {};
  if (!Object.keys(optional).length) continue;
  entry.optionalDependencies = optional;
  for (const [name, spec] of Object.entries(optional)) {
    // Resolution like node: nested first, then hoisted.
    const nested = `${key}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (pkgs[nested] || pkgs[hoisted]) continue;
    pkgs[hoisted] = { version: spec.replace(/^[\^~=]/, ''), dev: entry.dev || undefined, optional: true };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
console.log(`added ${added} optional entries`);
