import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Absolute origin of the build's own pages (canonical, hreflang, Open Graph, structured data, the
 * sitemap): the server renders them again on the address it runs with when that is another.
 */
const publicBaseUrl = (process.env.PUBLIC_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

/**
 * The first view of every page needs React, React Router, i18next and the site's shell: as one
 * chunk each instead of two dozen small modules, because on a phone each script is a round trip
 * before the page can be interactive. Everything else (zod for the form, the gallery, each page's
 * own code and each language's texts) keeps Vite's own split and loads with the page that uses it.
 */
const FIRST_VIEW_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|cookie|set-cookie-parser|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/;
// Not entry.client: its code starts hydration, so it must run when React Router's bootstrap imports
// it, after the route modules are registered, not whenever a route module pulls in the shell.
const SHELL = /[\\/]site[\\/]app[\\/](root|components|lib|seo)[\\/.]|[\\/]shared[\\/]/;

function firstViewChunk(id: string): string | undefined {
  if (FIRST_VIEW_PACKAGES.test(id)) return 'framework';
  if (SHELL.test(id) && !/[\\/](schemas|content)[\\/]/.test(id)) return 'shell';
  return undefined;
}

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // dist/site lies outside site/: empty it explicitly so no file (or precompressed copy) of an
    // older build survives next to the new ones.
    emptyOutDir: true,
  },
  environments: {
    client: { build: { rollupOptions: { output: { manualChunks: firstViewChunk } } } },
  },
  define: { __PUBLIC_BASE_URL__: JSON.stringify(publicBaseUrl) },
  resolve: {
    alias: {
      '@shared': path.resolve(here, '../shared'),
      '@': path.resolve(here, 'app'),
    },
  },
  server: {
    // During `react-router dev site`, API calls go to a locally running server (npm start).
    proxy: { '/backend': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
