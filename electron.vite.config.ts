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

/**
 * CommonJS libraries bundled into the main process (electron-log, electron-updater) call
 * `require('electron')`, which the ES-module bundle would turn into a runtime require; this hands
 * them the bundle's own `import * as electron from 'electron'` instead, so there is one way the
 * main process reaches Electron (and the Node tests' electron double stands in for all of it).
 */
function electronForCommonJs(): Plugin {
  const name = 'virtual:desktop-electron';
  const shim = `\0${name}`;
  return {
    name: 'desktop:electron-for-commonjs',
    transform(code, id) {
      if (!id.includes('/node_modules/') || !/require\((['"])electron\1\)/.test(code)) return null;
      // electron-log's preload half comes along in the bundle; in main it has nothing to start.
      const replacement = id.includes('/electron-log/src/renderer/') ? '{}' : `require('${name}')`;
      return { code: code.replace(/require\((['"])electron\1\)/g, replacement), map: null };
    },
    resolveId: (source) => (source === name ? shim : null),
    load: (id) =>
      id === shim
        ? "import * as electron from 'electron';\nexport default electron;\nexport * from 'electron';\n"
        : null,
  };
}

export default defineConfig({
  main: {
    plugins: [electronForCommonJs()],
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
