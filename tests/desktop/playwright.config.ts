import { defineConfig } from '@playwright/test';

/**
 * The desktop app's end-to-end test (Playwright's _electron): runs only where an Electron binary
 * exists, and reports itself as skipped (never passed) elsewhere.
 */
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.e2e\.ts$/,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  reporter: [['list']],
});
