import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/server';

/**
 * What `npm run build:site` and `npm run build:admin` leave for the server and nginx to send as they
 * are: beside every page, script and style sheet of 1 KB or more, a .br and a .gz of exactly its
 * bytes, and no .br/.gz without its file. Needs `npm run build`.
 */
const THRESHOLD = 1024;
const BUILDS = ['dist/site/client', 'dist/admin'];

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

describe.each(BUILDS)('precompressed files of %s', (build) => {
  const dir = path.join(ROOT, build);

  it('has a .br and a .gz of exactly the bytes of every page, script and style sheet of 1 KB or more', () => {
    if (!existsSync(dir)) throw new Error(`${build} is missing: run npm run build first`);
    const sources = filesUnder(dir).filter((f) => /\.(html|js|css)$/.test(f) && statSync(f).size >= THRESHOLD);
    expect(sources.length).toBeGreaterThan(0);
    for (const file of sources) {
      const original = readFileSync(file);
      const name = path.relative(ROOT, file);
      expect(existsSync(`${file}.br`), `${name}.br`).toBe(true);
      expect(existsSync(`${file}.gz`), `${name}.gz`).toBe(true);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(original), `${name}.br`).toBe(true);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(original), `${name}.gz`).toBe(true);
    }
  });

  it('has no .br or .gz whose file is not there', () => {
    if (!existsSync(dir)) throw new Error(`${build} is missing: run npm run build first`);
    const orphans = filesUnder(dir).filter((f) => /\.(br|gz)$/.test(f) && !existsSync(f.slice(0, -3)));
    expect(orphans.map((f) => path.relative(ROOT, f))).toEqual([]);
  });
});
