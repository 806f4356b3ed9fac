import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/** Text files worth sending compressed; smaller ones gain too little to pay for a second file. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest)$/;
export const MIN_BYTES = 1024;

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

/**
 * Writes file.br and file.gz beside every compressible file of at least MIN_BYTES under `dir`, after
 * removing every .br/.gz of a compressible name already there, so no copy outlives or outdates its
 * source (the server and nginx send these files as they are, without comparing dates).
 */
export function precompressTree(dir: string): number {
  for (const file of filesUnder(dir)) {
    if (/\.(br|gz)$/.test(file) && COMPRESSIBLE.test(file.slice(0, -3))) rmSync(file);
  }
  let written = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const data = readFileSync(file);
    const brotli = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length };
    writeFileSync(`${file}.br`, brotliCompressSync(data, { params: brotli }));
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    written++;
  }
  return written;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The same copies for pages the server renders while it serves (site publishing): compressed on
 * libuv's threads, a few files at a time, so a publish never holds up a visitor's request on the
 * main thread and still uses the machine's cores.
 */
export async function precompressFiles(files: string[]): Promise<number> {
  const queue = files.filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  const compressNext = async (): Promise<void> => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const data = await readFile(file);
      if (data.length < MIN_BYTES) continue;
      const brotli = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length };
      const [br, gz] = await Promise.all([brotliAsync(data, { params: brotli }), gzipAsync(data, { level: 9 })]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      written++;
    }
  };
  // libuv's pool has four threads by default; the database and file reads keep some of its turns.
  await Promise.all([compressNext(), compressNext(), compressNext()]);
  return written;
}
