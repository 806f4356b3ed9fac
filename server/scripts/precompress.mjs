import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest)$/;

/** Writes file.br and file.gz beside every compressible file larger than 1 KB under dir. */
export async function precompressTree(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, String(entry));
    if (!COMPRESSIBLE.test(file) || !statSync(file).isFile() || statSync(file).size < 1024) continue;
    const data = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  }
}
