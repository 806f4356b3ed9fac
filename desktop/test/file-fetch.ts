import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { contentType } from 'mime-types';

/**
 * What Electron's net.fetch answers for a file: URL (Chromium reads the file and types it by its
 * extension), for the Node tests that cannot start Electron. The type comes from mime-types, a
 * maintained table, as Chromium's comes from its own.
 */
export async function fetchFile(url: string): Promise<Response> {
  const file = fileURLToPath(url);
  try {
    const body = await readFile(file);
    const type = contentType(file.slice(file.lastIndexOf('/') + 1)) || 'application/octet-stream';
    return new Response(new Uint8Array(body), { status: 200, headers: { 'content-type': type } });
  } catch {
    return new Response(null, { status: 404 });
  }
}
