import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { loadEnvFile } from './env-file';
import { createLogger } from './http/logger';
import { listenGracefully } from './lifecycle';

/**
 * Starts the product: reads the settings file and the environment, builds the app, listens, and
 * shuts down cleanly.
 */
async function main(): Promise<void> {
  const envFile = loadEnvFile();
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  if (envFile) log.info({ file: envFile }, 'settings file read');
  const app = await createApp(config, log);
  const server = await listenGracefully(app, config.port, config.host);
  const { port } = server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  // Printed whatever LOG_LEVEL says: people (and the test harness) look for this line.
  console.log(`listening on http://${host}:${port}`);

  const admins = await app.models.Admin.count();
  if (config.adminEmail)
    log.info(`admin sign-in at /admin with ${config.adminEmail} (from ADMIN_EMAIL/ADMIN_PASSWORD)`);
  else if (admins === 0)
    log.warn(
      'no admin account yet: run `npm run admin:create -- --email you@example.com --name "Your name"` (it asks for the password) or start with ADMIN_EMAIL and ADMIN_PASSWORD set',
    );
  else log.info(`admin sign-in at /admin (${admins} admin account(s) in the database)`);
}

main().catch((err: unknown) => {
  // A setting that cannot work (start-up refuses a SQLite file db:move has moved, too): its reasons only.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
