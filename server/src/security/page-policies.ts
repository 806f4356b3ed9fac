import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The file the site build writes beside its pages (server/src/site/csp-manifest.ts): page path in the
 * site ("/index.html") → the Content-Security-Policy header that allows exactly its inline scripts.
 */
export const CSP_MANIFEST = 'csp-headers.json';

const manifestSchema = z.record(z.string().regex(/^\/\S+\.html$/), z.string().regex(/^[^\r\n]+$/));

export interface PagePolicies {
  /** The header of a page of the site, by its path in the site; undefined for any other file. */
  get(pagePath: string): string | undefined;
  /** Why a site with pages has no policies (no manifest), for the start-up log. */
  missing?: string;
}

/**
 * Reads the manifest once at start. Without one, every page gets the policy without hashes (its
 * inline scripts do not run, nothing unsafe is allowed); a manifest that is not the build's stops
 * the start with the reason.
 */
export function loadPagePolicies(siteDir: string): PagePolicies {
  const file = path.join(siteDir, CSP_MANIFEST);
  if (!existsSync(file)) {
    const hasPages = existsSync(path.join(siteDir, 'index.html'));
    const missing = `${file} is missing: pages get the CSP without script hashes, so their inline scripts will not run (run npm run build:site)`;
    return { get: () => undefined, ...(hasPages ? { missing } : {}) };
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${file} is not a CSP manifest of the build: ${(err as Error).message}`, { cause: err });
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${file} is not a CSP manifest of the build: ${parsed.error.message}`);
  const headers = new Map(Object.entries(parsed.data));
  return { get: (pagePath) => headers.get(pagePath) };
}
