import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { assertCompanyProfile } from '../shared/company-check';
import { BUILT_ADDRESS_FILE, type BuiltAddress } from '../shared/site-build';
import { NOT_FOUND_PATHS, PUBLIC_PATHS, RESOURCE_PATHS } from './app/route-paths';

// The company's numbers and e-mail reach every page: a mistyped shared/company.json stops the build.
assertCompanyProfile();

/**
 * Every public path is prerendered to a complete HTML document (with its `.data` file); nothing is
 * rendered on request. `ssr: true` only keeps the server bundle (dist/site/server), which the server's
 * publisher runs to render the pages again with the published content and the running address. The
 * two 404 documents are prerendered at /404 and /en/404 and then moved to 404.html and en/404.html,
 * which the server returns with status 404 for any unknown path.
 *
 * The v8 future flags are on (React Router 8 makes them the default): loaders read what the server
 * passes through a typed context (`pageInputs`, lib/published-content.server.ts), the prerender asks
 * for each page at its path with a slash at the end (/en/), and `/` has its data in `_.data`.
 */
export default {
  appDirectory: 'app',
  buildDirectory: '../dist/site',
  ssr: true,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  routeDiscovery: { mode: 'initial' },
  prerender: [...PUBLIC_PATHS, ...NOT_FOUND_PATHS, ...RESOURCE_PATHS],
  async buildEnd({ reactRouterConfig, viteConfig }) {
    // The address the pages were made for (vite.config.ts's define): the server renders them again
    // when it runs with another PUBLIC_BASE_URL.
    const built: BuiltAddress = { publicBaseUrl: JSON.parse(String(viteConfig.define?.__PUBLIC_BASE_URL__)) };
    await writeFile(path.join(reactRouterConfig.buildDirectory, BUILT_ADDRESS_FILE), `${JSON.stringify(built)}\n`);
    const client = path.join(reactRouterConfig.buildDirectory, 'client');
    for (const notFound of NOT_FOUND_PATHS) {
      const dir = path.join(client, notFound);
      await mkdir(path.dirname(dir), { recursive: true });
      await copyFile(path.join(dir, 'index.html'), `${dir}.html`);
      await rm(dir, { recursive: true, force: true });
    }
    // Resource routes (sitemap, robots, manifest) are files; their client-navigation payloads are unused.
    for (const resource of RESOURCE_PATHS) await rm(path.join(client, `${resource}.data`), { force: true });
    // React Router's SPA fallback (an empty shell without a title) is never used: every public path
    // is prerendered and unknown paths get 404.html. Removed so the server cannot send it.
    await rm(path.join(client, '__spa-fallback.html'), { force: true });
  },
} satisfies Config;
