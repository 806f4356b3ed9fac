import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy } from '@shared/content-security-policy';
import { CSP_MANIFEST } from '../security/page-policies';

/** Hashes of every inline <script> (except JSON data blocks) of an HTML page, for its CSP. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attrs) || /type\s*=\s*["']?application\/(ld\+)?json/i.test(attrs) || !body) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/**
 * Writes `siteDir/csp-headers.json`: for every HTML page, keyed by its path in the site ("/index.html",
 * "/en/404.html"), the whole Content-Security-Policy header that allows exactly its inline scripts.
 * Computed once per build, so the server (and nginx or any static host) only looks the header up.
 */
export function writeCspManifest(siteDir: string): Record<string, string> {
  const manifest: Record<string, string> = {};
  const pages = readdirSync(siteDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of pages) {
    const key = `/${path.relative(siteDir, file).split(path.sep).join('/')}`;
    manifest[key] = contentSecurityPolicy(inlineScriptHashes(readFileSync(file, 'utf8')));
  }
  writeFileSync(path.join(siteDir, CSP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
