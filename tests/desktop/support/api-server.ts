import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp, type App, type AppOptions } from '../../../server/src/app';
import { loadConfig } from '../../../server/src/config';

/** The desktop tests' own admin (meets the server's password policy). */
export const TEST_ADMIN = { email: 'office@desktop.test', password: 'desk top pass phrase 2468' };

export interface ApiServer {
  url: string;
  app: App;
  dataDir: string;
  /** Stops listening (the server is then "down"); the data stays until close(). */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/** Our real server (createApp + loadConfig) in-process on port 0, fresh SQLite in a temp folder. */
export async function startApiServer(options: AppOptions = {}): Promise<ApiServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mhs-desktop-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    // Named: a nameless account is asked for its name above every admin screen.
    ADMIN_NAME: 'مكتب المدينة',
    SEED_DEMO: 'false',
    // The owner signs in with the password alone (the second factor's tests turn the policy on).
    MFA_POLICY_DEFAULT: 'optional',
    SITE_DIR: path.join(dataDir, 'no-site'),
    ADMIN_DIR: path.join(dataDir, 'no-admin'),
  });
  const app = await createApp(config, pino({ level: 'silent' }), options);
  const server: Server = createServer(app.handler());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let listening = true;
  const stop = async () => {
    if (!listening) return;
    listening = false;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    dataDir,
    stop,
    async close() {
      await stop();
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
