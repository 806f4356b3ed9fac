import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { adminAliases, adminBase, adminPlugins, adminRoot } from './apps/admin/renderer-config';

/**
 * Desktop build (npm run desktop:build → out/): main = desktop/main, preload = desktop/preload,
 * renderer = apps/admin built exactly as `npm run build:admin` builds it (same root, plugins,
 * aliases, base and output options), so the desktop ships the very same screens and bundle.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const shared = { '@shared': path.join(root, 'shared') };

/**
 * electron-vite rewrites the renderer's base to './'; the desktop serves the admin at
 * app://desktop/admin/ precisely so that it can keep the browser build's base '/admin/' (and its
 * router basename). This puts it back after electron-vite's preset ran; electron-vite then prints
 * a harmless "Should not set base" warning.
 */
function keepAdminBase(): Plugin {
  return { name: 'desktop:keep-admin-base', enforce: 'post', config: () => ({ base: adminBase }) };
}

export default defineConfig({
  main: {
    resolve: { alias: shared },
    build: {
      outDir: path.join(root, 'out/main'),
      // Bundle electron-store and its few dependencies: the packaged app ships no node_modules.
      externalizeDeps: false,
      lib: { entry: path.join(root, 'desktop/main/index.ts') },
    },
  },
  preload: {
    resolve: { alias: shared },
    build: {
      outDir: path.join(root, 'out/preload'),
      lib: { entry: path.join(root, 'desktop/preload/index.ts') },
      // A sandboxed preload cannot be an ES module: one self-contained CommonJS file.
      rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: adminRoot,
    base: adminBase,
    plugins: [...adminPlugins(), keepAdminBase()],
    resolve: { alias: adminAliases },
    envDir: adminRoot,
    envPrefix: 'VITE_',
    build: {
      outDir: path.join(root, 'out/renderer'),
      emptyOutDir: true,
      // Vite's own defaults, which the admin browser build uses, instead of electron-vite's.
      target: 'baseline-widely-available',
      minify: 'oxc',
      modulePreload: { polyfill: true },
      chunkSizeWarningLimit: 1500,
      rolldownOptions: { input: path.join(adminRoot, 'index.html') },
    },
  },
});
