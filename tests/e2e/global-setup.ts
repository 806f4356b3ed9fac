import { startBuiltServer } from '../support/server';
import { seedMixedMessages } from '../screens/mixed-messages';
import { prepareScreenAccounts } from '../screens/screen-accounts';

/** Starts the built server once for every browser test and exposes its URL as BASE_URL. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startBuiltServer();
  process.env.BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  await prepareScreenAccounts(server.url);
  await seedMixedMessages(server.url);
  return () => server.stop();
}
