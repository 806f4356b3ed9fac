// Bundles the server (and the admin:create and admin:reset-mfa commands) into dist/server with esbuild; npm packages stay
// external, so native modules (sqlite3, sharp) load from node_modules as usual.
import { build } from 'esbuild';
import { copyFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
await build({
  entryPoints: {
    index: path.join(root, 'server/src/index.ts'),
    'admin-create': path.join(root, 'server/src/cli/admin-create.ts'),
    'admin-reset-mfa': path.join(root, 'server/src/cli/admin-reset-mfa.ts'),
    // The automatic backup's own process (server/src/backup/backup-in-child.ts), started by its file name.
    'backup-child': path.join(root, 'server/src/backup/backup-child.ts'),
  },
  outdir: path.join(root, 'dist/server'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: true,
  tsconfig: path.join(root, 'server/tsconfig.json'),
  logLevel: 'warning',
});
// The password hasher's worker (server/src/auth/password.ts) is loaded by its file name at run time,
// next to the bundle that loads it.
copyFileSync(path.join(root, 'server/src/auth/scrypt-worker.mjs'), path.join(root, 'dist/server/scrypt-worker.mjs'));
// The same for the site publisher's page renderer (server/src/publishing/site-publisher.ts).
copyFileSync(
  path.join(root, 'server/src/publishing/render-worker.mjs'),
  path.join(root, 'dist/server/render-worker.mjs'),
);
mkdirSync(path.join(root, 'dist'), { recursive: true });
writeFileSync(path.join(root, 'dist/.build-stamp'), new Date().toISOString());
console.log('server built: dist/server/index.js');
