import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from './server-process';

const requestLine = (output: string, path: string) => output.includes(`"path":"${path}"`);

// The server writes its log in batches (server/src/http/logger.ts): nothing may stay unwritten for
// long while it runs, and nothing may be lost when it stops.
describe('server log lines (built server, LOG_LEVEL=info)', () => {
  it('reach stdout within about a second on a quiet server, and all of them at a stop', async () => {
    const server = await startServerProcess();
    try {
      await fetch(`${server.url}/healthz`);
      const deadline = Date.now() + 3_000;
      while (!requestLine(server.tail(), '/healthz') && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(requestLine(server.tail(), '/healthz')).toBe(true);

      // Far less than the batch size, then a stop at once: the exit writes them.
      for (const n of [1, 2, 3]) expect((await fetch(`${server.url}/backend/logged-${n}.php`)).status).toBe(404);
      const closed = once(server.process, 'close');
      server.process.kill('SIGTERM');
      await closed;
      for (const n of [1, 2, 3]) expect(requestLine(server.tail(), `/backend/logged-${n}.php`)).toBe(true);
      expect(server.tail()).toContain('shutting down');
    } finally {
      await server.stop();
    }
  }, 30_000);
});
