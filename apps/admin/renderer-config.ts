import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { AliasOptions, PluginOption } from 'vite';

/**
 * The parts of the admin build that the browser build (vite.config.ts) and the desktop build
 * (electron.vite.config.ts, renderer) share, so both ship the very same screens and code.
 */
export const adminRoot = path.dirname(fileURLToPath(import.meta.url));
export const adminOutDir = path.resolve(adminRoot, '../../dist/admin');

/** The admin is served under /admin/ in the browser and in the desktop app alike. */
export const adminBase = '/admin/';

export const adminAliases: AliasOptions = {
  '@': path.join(adminRoot, 'src'),
  '@shared': path.resolve(adminRoot, '../../shared'),
};

export function adminPlugins(): PluginOption[] {
  return [react()];
}
