import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/server';

/**
 * Checks what `npm run desktop:build` (electron-vite build) produced in out/: run the build first
 * (`npm run test:desktop` and `npm test` do). The renderer must be the admin build itself, file for
 * file identical to `npm run build:admin`'s dist/admin.
 */
const OUT = path.join(ROOT, 'out');
const ADMIN = path.join(ROOT, 'dist/admin');

function need(dir: string, command: string): void {
  if (!existsSync(dir)) throw new Error(`${path.relative(ROOT, dir)} is missing: run \`${command}\` before this test`);
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

describe('desktop build output (out/)', () => {
  it('main: one ES module importing only electron and Node built-ins, wired to preload and renderer', () => {
    need(OUT, 'npm run desktop:build');
    const main = readFileSync(path.join(OUT, 'main/index.js'), 'utf8');
    const imports = [...main.matchAll(/^import\s+(?:[^'"]*\s+from\s+)?["']([^"']+)["'];?$/gm)].map((m) => m[1]!);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((name) => name !== 'electron' && !builtins.has(name))).toEqual([]);
    expect(main).toContain('../preload/index.cjs');
    expect(main).toContain('../renderer');
    expect(main).toContain('registerSchemesAsPrivileged');
  });

  it('preload: one CommonJS file for the sandbox, requiring only electron', () => {
    need(OUT, 'npm run desktop:build');
    expect(listFiles(path.join(OUT, 'preload'))).toEqual(['index.cjs']);
    const preload = readFileSync(path.join(OUT, 'preload/index.cjs'), 'utf8');
    expect(preload).not.toMatch(/^\s*(import|export)\s/m);
    expect([...preload.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1])).toEqual(['electron']);
    expect(preload).toContain('exposeInMainWorld("desktop"');
  });

  it('renderer: the admin build itself, identical to dist/admin, served under /admin/', () => {
    need(OUT, 'npm run desktop:build');
    need(ADMIN, 'npm run build:admin');
    const renderer = path.join(OUT, 'renderer');
    const files = listFiles(renderer);
    // build:admin's last step adds .br/.gz siblings to dist/admin for the web server; the desktop has no use for them.
    const adminFiles = listFiles(ADMIN).filter(
      (f) => !/\.(br|gz)$/.test(f) || !existsSync(path.join(ADMIN, f.slice(0, -3))),
    );
    expect(
      files,
      'out/renderer and dist/admin must come from the same sources: run `npm run build:admin && npm run desktop:build`',
    ).toEqual(adminFiles);
    for (const file of files) {
      expect(readFileSync(path.join(renderer, file)).equals(readFileSync(path.join(ADMIN, file))), file).toBe(true);
    }
    const html = readFileSync(path.join(renderer, 'index.html'), 'utf8');
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    const refs = [...html.matchAll(/(?:src|href)="(\/admin\/[^"]+)"/g)].map((m) => m[1]!);
    expect(refs.some((ref) => ref.endsWith('.js'))).toBe(true);
    for (const ref of refs) expect(existsSync(path.join(renderer, ref.slice('/admin/'.length))), ref).toBe(true);
    // No inline script: the scheme's CSP (script-src 'self') would block it.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});
