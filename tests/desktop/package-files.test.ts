import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Configuration } from 'electron-builder';
import { ROOT } from '../support/server';

/**
 * What the package will contain: electron-builder's own file matcher, built from the `files` rules
 * of the packaging configuration, run over the project after `npm run desktop:build`, exactly as
 * electron-builder walks the app folder before writing the asar.
 */
const require = createRequire(import.meta.url);
const builderConfig = require('app-builder-lib/out/util/config/config') as {
  getConfig(projectDir: string, configPath: string | null, fromOptions: null): Promise<Configuration>;
};
const { getFileMatchers } = require('app-builder-lib/out/fileMatcher') as {
  getFileMatchers(
    config: Configuration,
    name: 'files',
    defaultDestination: string,
    options: {
      macroExpander: (p: string) => string;
      customBuildOptions: object;
      globalOutDir: string;
      defaultSrc: string;
    },
  ): { createFilter(): (file: string, stat: import('node:fs').Stats) => boolean }[] | null;
};

/** Every file the `files` rules let into the package, relative to the project. */
async function packagedFiles(): Promise<string[]> {
  const config = await builderConfig.getConfig(ROOT, path.join(ROOT, 'desktop/electron-builder.config.mjs'), null);
  const matchers = getFileMatchers(config, 'files', '/app', {
    macroExpander: (p) => p,
    customBuildOptions: {},
    globalOutDir: path.join(ROOT, 'release'),
    defaultSrc: ROOT,
  });
  expect(matchers).toHaveLength(1);
  const accept = matchers![0]!.createFilter();
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      const stat = statSync(file);
      if (!accept(file, stat)) continue;
      if (stat.isDirectory()) walk(file);
      else found.push(path.relative(ROOT, file).split(path.sep).join('/'));
    }
  };
  walk(ROOT);
  return found.sort();
}

describe('what the desktop package contains', () => {
  it('only out/ and package.json: no node_modules, no server code, no source maps', async () => {
    if (!existsSync(path.join(ROOT, 'out/main/index.js'))) throw new Error('run `npm run desktop:build` first');
    const files = await packagedFiles();
    expect(files).toContain('package.json');
    expect(files).toContain('out/main/index.js');
    expect(files).toContain('out/preload/index.cjs');
    expect(files).toContain('out/renderer/index.html');
    expect(files.filter((f) => f !== 'package.json' && !f.startsWith('out/'))).toEqual([]);
    expect(files.filter((f) => f.includes('node_modules'))).toEqual([]);
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    // Nothing of the server is bundled into the main process either.
    const main = readFileSync(path.join(ROOT, 'out/main/index.js'), 'utf8');
    expect(main).not.toMatch(/^\/\/ (server|site|apps)\//m);
    expect(main).not.toMatch(/from ["'](koa|sequelize|sqlite3|pg)["']/);
  });

  it('holds every file the main process loads from its own folder', async () => {
    const files = new Set(await packagedFiles());
    const main = readFileSync(path.join(ROOT, 'out/main/index.js'), 'utf8');
    const loaded = [...main.matchAll(/\(import\.meta\.dirname,\s*"([^"]+)"\)/g)].map((m) =>
      path.posix.join('out/main', m[1]!),
    );
    expect(loaded).toEqual(expect.arrayContaining(['out/preload/index.cjs', 'out/renderer']));
    for (const target of loaded) {
      const present = files.has(target) || [...files].some((f) => f.startsWith(`${target}/`));
      expect(present, target).toBe(true);
    }
    expect([...files].some((f) => f.startsWith('out/renderer/assets/') && f.endsWith('.js'))).toBe(true);
  });
});
