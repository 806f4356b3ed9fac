import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressTree } from './precompress';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressTree (the last step of each static build)', () => {
  it('replaces copies older than their file and removes copies whose file is gone or now small', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mhs-precompress-'));
    const write = (name: string, content: string | Buffer) => writeFileSync(path.join(dir, name), content);
    const page = `<!doctype html><p>${'new page '.repeat(300)}</p>`;
    write('index.html', page);
    write('index.html.br', 'the previous build');
    write('index.html.gz', 'the previous build');
    write('gone.js.br', 'a file of the previous build');
    write('gone.js.gz', 'a file of the previous build');
    write('small.css', 'p{}');
    write('small.css.gz', 'from when it was large');
    write('photo.jpg', 'not text');

    precompressTree(dir);

    expect(brotliDecompressSync(readFileSync(path.join(dir, 'index.html.br'))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(path.join(dir, 'index.html.gz'))).toString()).toBe(page);
    for (const stale of ['gone.js.br', 'gone.js.gz', 'small.css.gz', 'small.css.br', 'photo.jpg.br']) {
      expect(existsSync(path.join(dir, stale)), stale).toBe(false);
    }
  });
});
