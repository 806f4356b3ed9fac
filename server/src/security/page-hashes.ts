import { readFile } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { inlineScriptHashes } from './headers';

const cache = new Map<string, { mtimeMs: number; hashes: string[] }>();

/** The inline-script hashes of a prerendered page, read once per file version. */
export async function pageScriptHashes(file: string, stats: Stats): Promise<string[]> {
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === stats.mtimeMs) return cached.hashes;
  const hashes = inlineScriptHashes(await readFile(file, 'utf8'));
  cache.set(file, { mtimeMs: stats.mtimeMs, hashes });
  return hashes;
}
