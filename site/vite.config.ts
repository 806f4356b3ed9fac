import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Absolute origin for canonical, hreflang and Open Graph URLs, fixed at build time. */
const publicBaseUrl = (process.env.PUBLIC_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

export default defineConfig({
  plugins: [reactRouter()],
  // dist/site lies outside site/: empty it explicitly so no file (or precompressed copy) of an older
  // build survives next to the new ones.
  build: { emptyOutDir: true },
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
