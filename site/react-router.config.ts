import { copyFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { assertCompanyProfile } from '../shared/company-check';
import { NOT_FOUND_PATHS, PUBLIC_PATHS, RESOURCE_PATHS } from './app/route-paths';

// The company's numbers and e-mail reach every page: a mistyped shared/company.json stops the build.
assertCompanyProfile();

/**
 * Static site: every public path is prerendered to a complete HTML document (ssr: false). The two
 * 404 documents are prerendered at /404 and /en/404 and then moved to 404.html and en/404.html,
 * which the server returns with status 404 for any unknown path.
 */
export default {
  appDirectory: 'app',
  buildDirectory: '../dist/site',
  ssr: true,
  routeDiscovery: { mode: 'initial' },
  prerender: [...PUBLIC_PATHS, ...NOT_FOUND_PATHS, ...RESOURCE_PATHS],
  async buildEnd({ reactRouterConfig }) {
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
