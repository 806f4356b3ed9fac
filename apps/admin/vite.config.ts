import { defineConfig } from 'vite';
import { adminAliases, adminBase, adminOutDir, adminPlugins, adminRoot } from './renderer-config.ts';

/** Where the dev server (npm run dev, port 5174) forwards /backend and /uploads: the API. */
const apiTarget = process.env.ADMIN_API_URL ?? 'http://localhost:3000';

/** Browser build of the admin screens: `npm run build:admin` → dist/admin, served at /admin/*. */
export default defineConfig({
  root: adminRoot,
  base: adminBase,
  plugins: adminPlugins(),
  resolve: { alias: adminAliases },
  build: { outDir: adminOutDir, emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: { proxy: { '/backend': apiTarget, '/uploads': apiTarget } },
});
