import type { Context } from 'koa';
import type { LivePageInputs } from '@shared/booking-pages';
import { contentSecurityPolicy } from '@shared/content-security-policy';
import type { SitePublisher } from '../publishing/site-publisher';
import { inlineScriptHashes } from './csp-manifest';
import { startScriptsAfterPaint } from './scripts-after-paint';

/** React Router's hydration: its module bootstrap, its preloads, and the data it hydrates with. */
const MODULE_SCRIPT = /<script type="module"[^>]*>[\s\S]*?<\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const ROUTER_DATA = /<script>window\.__reactRouterContext[\s\S]*?<\/script>/g;

/** A page without the scripts that would hydrate it (its head script, structured data and styles stay). */
export function withoutHydration(html: string): string {
  return html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '').replace(ROUTER_DATA, '');
}

export interface LivePageOptions {
  /** The answer's status (a refused form: 400, 409, 429); the rendering's own by default. */
  status?: number;
  /**
   * False when the page answers at another address than its own (a form posted to the API): the
   * router's scripts would hydrate it as the page of that address, so it goes as plain HTML, which
   * does everything the page does.
   */
  hydrate?: boolean;
  /** The customer's private pages: never indexed. */
  noindex?: boolean;
}

/**
 * Answers with a page of the site rendered on request (publisher.renderLive) with what it shows:
 * as the build's pages are served (scripts after the first paint, a CSP allowing exactly its
 * inline scripts), never kept by anyone (it changes with every booking).
 */
export async function sendLivePage(
  ctx: Context,
  publisher: SitePublisher,
  url: string,
  live: LivePageInputs,
  { status, hydrate = true, noindex = false }: LivePageOptions = {},
): Promise<void> {
  const page = await publisher.renderLive(url, live);
  if (page.status >= 500) throw new Error(`${url} rendered with status ${page.status}`);
  const html = (page.type ?? '').startsWith('text/html');
  const body = !html ? page.body : hydrate ? startScriptsAfterPaint(page.body) : withoutHydration(page.body);
  if (html) ctx.state.pageCsp = contentSecurityPolicy(inlineScriptHashes(body));
  ctx.set('Cache-Control', 'no-store');
  if (noindex) ctx.set('X-Robots-Tag', 'noindex, nofollow');
  ctx.status = status ?? page.status;
  ctx.type = page.type ?? 'text/html';
  ctx.body = body;
}
