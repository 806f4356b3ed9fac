import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@shared/content-security-policy';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium';
import { startBuiltServer, type RunningServer } from '../support/server';
import { assertBuilt, CLIENT_DIR } from '../seo/built-site';

/**
 * The CSP the built server sends with each built page allows exactly that page's inline scripts. The
 * scripts are found here by Chromium's own HTML parser (scripting off, so nothing runs or changes the
 * page), not by the build's code: a page whose header misses one of them, or allows one too many,
 * fails. Needs `npm run build` (site and server).
 */
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  assertBuilt();
  server = await startBuiltServer();
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  context = await browser.newContext({ javaScriptEnabled: false });
  // Only the documents matter here: no styles, images or fonts.
  await context.route('**/*', (route) =>
    route.request().resourceType() === 'document' ? route.continue() : route.abort(),
  );
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every HTML file of the build, with a path the server answers with it. */
function builtPages(): { file: string; url: string }[] {
  return readdirSync(CLIENT_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => {
      const file = `/${path.relative(CLIENT_DIR, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`;
      const dir = path.posix.dirname(file);
      // The 404 pages answer any unknown path (English under /en).
      if (entry.name === '404.html') return { file, url: `${dir === '/' ? '' : dir}/no-such-page` };
      return { file, url: dir };
    });
}

/** A <script> the browser runs: no type, a JavaScript type, or a module (JSON blocks are data). */
const runs = (type: string | null) =>
  !type || type === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/i.test(type.trim());

describe('Content-Security-Policy of the built pages', () => {
  it('lists every page of the build in the manifest the server reads', () => {
    const manifest = JSON.parse(readFileSync(path.join(CLIENT_DIR, 'csp-headers.json'), 'utf8')) as object;
    expect(Object.keys(manifest).sort()).toEqual(
      builtPages()
        .map((p) => p.file)
        .sort(),
    );
  });

  it("allows exactly each page's inline scripts, by their SHA-256, and nothing inline otherwise", async () => {
    const pages = builtPages();
    expect(pages.length).toBeGreaterThan(20);
    const page = await context.newPage();
    for (const { file, url } of pages) {
      const res = await page.goto(server.url + url);
      expect(res?.status(), url).toBe(file.endsWith('/404.html') ? 404 : 200);
      const scripts = await page.$$eval('script', (els) =>
        els.map((el) => ({ src: el.hasAttribute('src'), type: el.getAttribute('type'), text: el.textContent ?? '' })),
      );
      const hashes = scripts
        .filter((s) => !s.src && s.text && runs(s.type))
        .map((s) => `'sha256-${createHash('sha256').update(s.text, 'utf8').digest('base64')}'`);
      expect(hashes.length, `${file} has inline scripts`).toBeGreaterThan(0);
      const csp = res?.headers()['content-security-policy'];
      expect(csp, file).toBe(contentSecurityPolicy(hashes));
      const scriptSrc = csp?.split(';').find((d) => d.trim().startsWith('script-src'));
      expect(scriptSrc, file).not.toMatch(/unsafe-(inline|eval)/);
    }
  });
});
