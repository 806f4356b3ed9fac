import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NEEDS_SCRIPTS_ATTRIBUTE } from '@shared/needs-scripts';

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^\s*import (?:\* as (\w+) from )?("[^"]+");[ \t]*\n?/gm;

/**
 * Waits until a part the scripts are for (marked NEEDS_SCRIPTS_ATTRIBUTE in the HTML) enters the
 * view, as an island's `client:visible` (no margin, Astro's default): a visitor who reads the top of
 * a long page never pays for them. What they do also works without them (the form posts natively, a
 * booking button opens its note as a popover, text typed meanwhile is kept), so they need not come
 * ahead of the visitor; a page that marks nothing runs them after its first paint.
 */
const UNTIL_NEEDED =
  'await new Promise((needed) => { const parts = document.querySelectorAll("[' +
  NEEDS_SCRIPTS_ATTRIBUTE +
  ']"); if (parts.length === 0) return needed(); const near = new IntersectionObserver((entries) => { if (entries.some((entry) => entry.isIntersecting)) { near.disconnect(); needed(); } }, { rootMargin: "0px" }); parts.forEach((part) => near.observe(part)); });';

/**
 * Rewrites React Router's bootstrap of one page so its scripts start after the first paint, and
 * only once the page needs them: the module preload links leave the HTML, and the inline module
 * script first waits for a painted frame and until a part marked NEEDS_SCRIPTS_ATTRIBUTE is near,
 * then adds the same preloads (all fetched in parallel, as before) and imports the same modules in
 * the same order. Not even the preloads come earlier: a browser parses and compiles what it
 * preloads, which on a slow phone kept the page busy for a few hundred milliseconds after its paint
 * whether or not the visitor went near the form. Returns the page unchanged when it has no preloads.
 */
export function startScriptsAfterPaint(html: string): string {
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
  if (preloads.length === 0) return html;
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap?.[1]?.includes('window.__reactRouterRouteModules')) {
    throw new Error("React Router's module bootstrap script was not found next to the module preloads");
  }
  const imports = [...bootstrap[1].matchAll(STATIC_IMPORT)].map((match) => ({ name: match[1], from: match[2]! }));
  const rest = bootstrap[1].replace(STATIC_IMPORT, '').trim();
  const body = [
    'await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));',
    UNTIL_NEEDED,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    ...imports.map(({ name, from }) => (name ? `const ${name} = await import(${from});` : `await import(${from});`)),
    rest,
  ].join('\n');
  return html.replace(PRELOAD, '').replace(bootstrap[0], () => `<script type="module" async="">${body}</script>`);
}

/**
 * Makes every built page start its hydration scripts only after its first paint
 * (`startScriptsAfterPaint`). The prerendered HTML and its inline styles paint the whole first view;
 * the scripts only make it interactive. Started with the HTML, as React Router's `<Scripts>` writes
 * them, they load and run before the first frame on a fast connection, and Lighthouse's simulated
 * phone then counts each of them (a round trip) before the largest paint. `<Scripts>` has no option
 * for this, hence a step over its output. Returns how many pages were changed.
 */
export function startScriptsAfterPaintInTree(dir: string): number {
  let pages = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = readFileSync(file, 'utf8');
    const changed = startScriptsAfterPaint(html);
    if (changed === html) continue;
    writeFileSync(file, changed);
    pages += 1;
  }
  return pages;
}
