import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeCspManifest } from '../src/site/csp-manifest';

/**
 * A small prerendered site in its own temp folder (`files`: path in the site → content), finished as
 * `npm run build:site` finishes the real one: with its CSP manifest. Pass it as SITE_DIR; the server
 * reads the manifest at start.
 */
export function makeSite(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mhs-site-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  writeCspManifest(dir);
  return dir;
}
