import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { RequestHandler } from '../../../desktop/main/serve/types';

export interface SchemeServer {
  /** Where the page opens the app (stands for app://desktop). */
  origin: string;
  close(): Promise<void>;
}

/**
 * The app:// handler behind a real loopback port, its answers streamed as they come. Playwright's
 * route.fulfill (routeToScheme) needs a whole body, which a live event stream never has; a test of
 * what the admin does with live events serves the very same handler this way instead.
 */
export async function serveScheme(handle: RequestHandler): Promise<SchemeServer> {
  const server = createServer((req, res) => {
    void answer(req).then(
      (response) => {
        const headers: Record<string, string> = {};
        response.headers.forEach((value, name) => (headers[name] = value));
        res.writeHead(response.status, headers);
        if (!response.body) return void res.end();
        const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
        res.on('close', () => body.destroy());
        body.on('error', () => res.destroy());
        body.pipe(res);
      },
      () => res.writeHead(500).end(),
    );
  });

  async function answer(req: IncomingMessage): Promise<Response> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      for (const one of [value ?? []].flat()) headers.append(name, one);
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
    return handle(
      new Request(`app://desktop${req.url}`, {
        method: req.method,
        headers,
        body: hasBody ? Buffer.concat(chunks) : undefined,
      }),
    );
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
