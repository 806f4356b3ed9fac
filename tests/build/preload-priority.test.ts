import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertBuilt, CLIENT_DIR } from '../seo/built-site';

/**
 * Every built page preloads its hydration scripts at low priority (server/scripts/preload-priority.ts):
 * the page paints from its HTML and inline styles, the scripts follow. Needs `npm run build:site`.
 */
describe('module preloads of the built pages', () => {
  it('are all fetchpriority="low", on every page', () => {
    assertBuilt();
    const pages = readdirSync(CLIENT_DIR, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => path.join(entry.parentPath, entry.name));
    let preloads = 0;
    for (const page of pages) {
      const links = readFileSync(page, 'utf8').match(/<link [^>]*rel="modulepreload"[^>]*>/g) ?? [];
      preloads += links.length;
      for (const link of links) expect(link, path.relative(CLIENT_DIR, page)).toContain('fetchpriority="low"');
    }
    expect(pages.length).toBeGreaterThan(20);
    expect(preloads).toBeGreaterThan(pages.length);
  });
});
