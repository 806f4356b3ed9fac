import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { startBuiltServer, type RunningServer } from '../support/server';

/**
 * One instance of the built server as the deployment runs it (NODE_ENV=production behind the
 * proxy) on `port`, with the paths of every request it logs (its info log: one line per request).
 */
export interface Instance extends RunningServer {
  port: number;
  /** How many requests for `path` this instance has answered. */
  answered(path: string): number;
}

export async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const server = await startBuiltServer({ ...env, PORT: String(port), LOG_LEVEL: 'info' });
  const paths: string[] = [];
  let partial = '';
  server.process.stdout!.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop()!;
    for (const line of lines) {
      const logged = /"path":"([^"]*)"/.exec(line);
      if (logged && line.includes('"msg":"request"')) paths.push(logged[1]!);
    }
  });
  return { ...server, port, answered: (path) => paths.filter((p) => p === path).length };
}

/**
 * A PNG whose file is just under `limit` bytes (`over`: just over it), of noise stored without
 * compression. Only bytes with the high bit set: no chance of the byte sequences (ZIP records,
 * markup) the upload check refuses.
 */
export async function pngNear(limit: number, over: boolean): Promise<Buffer> {
  const width = 2000;
  const encode = (height: number) =>
    sharp(
      randomBytes(width * height * 3).map((b) => b | 0x80),
      { raw: { width, height, channels: 3 } },
    )
      .png({ compressionLevel: 0, adaptiveFiltering: false })
      .toBuffer();
  let height = Math.floor(limit / (width * 3 + 1));
  let png = await encode(height);
  while (over ? png.length <= limit : png.length >= limit) {
    height += over ? 1 : -1;
    png = await encode(height);
  }
  return png;
}
