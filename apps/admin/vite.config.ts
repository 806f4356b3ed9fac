import { defineConfig } from 'vite';
import { adminAliases, adminBase, adminOutDir, adminPlugins, adminRoot } from './renderer-config';

/** Browser build of the admin screens: `npm run build:admin` → dist/admin, served at /admin/*. */
export default defineConfig({
  root: adminRoot,
  base: adminBase,
  plugins: adminPlugins(),
  resolve: { alias: adminAliases },
  build: { outDir: adminOutDir, emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});
