import { describe, expect, it } from 'vitest';
import { startScriptsAfterPaint } from '../../server/src/site/scripts-after-paint';
import { pageNeedsScripts } from '../../site/app/route-paths';
import { readBuiltPages } from '../seo/built-site';

/** React Router's `<Scripts>` output, as the build writes it before the step. */
const REACT_ROUTER_PAGE = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/></head><body><p>text</p><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

/**
 * Every built page starts its hydration scripts after its first paint
 * (server/src/site/scripts-after-paint.ts): the page paints from its HTML and inline styles, the
 * scripts follow. The browser side (scripts requested after the paint, every page hydrating) is in
 * tests/e2e/site-pages.spec.ts. Needs `npm run build:site`.
 */
describe('hydration scripts after the first paint', () => {
  it('waits for a painted frame and a part that needs them near, then preloads and imports the same modules in the same order', () => {
    const html = startScriptsAfterPaint(REACT_ROUTER_PAGE);
    expect(html).not.toContain('<link rel="modulepreload"');
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const lines = script.split('\n').filter(Boolean);
    expect(lines[0]).toBe('await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));');
    expect(lines[1]).toMatch(
      /^await new Promise\(\(needed\) => .*querySelectorAll\("\[data-needs-scripts\]"\).*IntersectionObserver/,
    );
    expect(lines[2]).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"]');
    expect(lines[2]).toContain('rel: "modulepreload"');
    expect(lines.slice(3)).toEqual([
      'await import("/assets/manifest-1.js");',
      'const route0 = await import("/assets/root-3.js");',
      'const route1 = await import("/assets/home-4.js");',
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
      'import("/assets/entry.client-2.js");',
    ]);
    expect(script).not.toMatch(/^\s*import\s+["*]/m);
  });

  it('leaves a page without preloads alone and refuses preloads without the bootstrap it knows', () => {
    expect(startScriptsAfterPaint('<html><body>404</body></html>')).toBe('<html><body>404</body></html>');
    expect(() =>
      startScriptsAfterPaint('<link rel="modulepreload" href="/a.js"/><script type="module">x</script>'),
    ).toThrow(/bootstrap/);
  });

  it('is applied to every built page that has scripts; the others have none', () => {
    const pages = readBuiltPages();
    // Home, contact and the booking form in both languages, and the two 404 pages.
    expect(pages.filter((page) => pageNeedsScripts(page.urlPath)).length).toBeGreaterThanOrEqual(8);
    for (const { where, urlPath, html } of pages) {
      expect(html, where).not.toMatch(/<link [^>]*rel="modulepreload"/);
      if (pageNeedsScripts(urlPath))
        expect(html, where).toContain('<script type="module" async="">await new Promise((painted) =>');
      else expect(html, where).not.toMatch(/<script[^>]* (src|type="module")/);
    }
  });
});
