import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^\s*import (?:\* as (\w+) from )?("[^"]+");[ \t]*\n?/gm;

/**
 * Rewrites React Router's bootstrap of one page so its scripts start after the first paint: the
 * module preload links leave the HTML, and the inline module script first waits for a painted frame,
 * then adds the same preloads (all fetched in parallel, as before) and imports the same modules in
 * the same order. Returns the page unchanged when it has no preloads.
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
