import { readFile, stat } from 'node:fs/promises';
import { inlineScriptHashes } from './headers';

const cache = new Map<string, { mtimeMs: number; hashes: string[] }>();

/** The inline-script hashes of a prerendered page, read once per file version. */
export async function pageScriptHashes(file: string): Promise<string[]> {
  const { mtimeMs } = await stat(file);
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.hashes;
  const hashes = inlineScriptHashes(await readFile(file, 'utf8'));
  cache.set(file, { mtimeMs, hashes });
  return hashes;
}
