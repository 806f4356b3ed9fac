import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on port 0 for unit tests that need some server to answer (not our API: the
 * forwarder's integration tests run against the real one). Returns its URL and a close function.
 */
export async function startTinyServer(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A URL on which nothing listens (a port that was just freed). */
export async function deadUrl(): Promise<string> {
  const { url, close } = await startTinyServer((_req, res) => res.end());
  await close();
  return url;
}
