import { describe, expect, it } from 'vitest';
import { pageNeedsScripts } from '../../site/app/route-paths';
import { readBuiltPages } from '../seo/built-site';

/**
 * Every built page is written whole and in order (site/app/entry.server.tsx): no part of it held in a
 * hidden element and moved into place by React's streaming scripts, which cost each page about 450
 * bytes of brotli and three script hashes in its Content-Security-Policy header. Needs
 * `npm run build:site`.
 */
describe('prerendered pages are whole documents', () => {
  it('has no streamed boundary and none of the scripts that reveal one', () => {
    const pages = readBuiltPages();
    expect(pages.length).toBeGreaterThan(20);
    for (const { where, urlPath, html } of pages) {
      expect(html, where).not.toMatch(/<div hidden id="S:/);
      expect(html, where).not.toMatch(/<template id="B:/);
      expect(html, where).not.toMatch(/\$R[BCVX]\s*[=(]/);
      expect(html, where).not.toMatch(/\$RT\s*=/);
      // React Router's data for hydration is still there, in order, and closed, on the pages that
      // hydrate; the others carry none of it.
      if (pageNeedsScripts(urlPath))
        expect(html, where).toMatch(/streamController\.enqueue\([\s\S]*streamController\.close\(\)/);
      else expect(html, where).not.toContain('__reactRouter');
    }
  });
});
