import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './support/chromium';

/**
 * Browser tests run in real Chromium against the built product served by the real server,
 * started once for the whole run by global-setup.ts (its URL is in process.env.BASE_URL).
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  // The files that take longest, listed at the end: where the run's time goes.
  reportSlowTests: { max: 12, threshold: 45_000 },
  use: {
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
});
