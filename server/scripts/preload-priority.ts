import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PRELOAD = /<link rel="modulepreload" href=/g;

/**
 * Gives the module preloads of every built page `fetchpriority="low"`. They are the scripts that
 * hydrate the page, not what it needs to paint: the prerendered HTML and its inline styles paint the
 * whole first view. At their default high priority they count as render-blocking in Lighthouse's
 * simulated phone (each a round trip before the first paint); at low priority they still start at
 * once and load in parallel, after what paints. Returns how many pages were changed. React Router's
 * `<Scripts>` writes the links and has no option for their priority, hence this step over its output.
 */
export function lowerPreloadPriority(dir: string): number {
  let pages = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = readFileSync(file, 'utf8');
    const changed = html.replace(PRELOAD, '<link rel="modulepreload" fetchpriority="low" href=');
    if (changed === html) continue;
    writeFileSync(file, changed);
    pages += 1;
  }
  return pages;
}
