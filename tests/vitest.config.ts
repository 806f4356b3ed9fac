import { devNull } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Unit tests live next to their code; API integration tests in server/; browser tests use Playwright;
 * tests/production has a config of its own (npm run test:production).
 */
export default defineConfig({
  root,
  resolve: { alias: { '@shared': path.join(root, 'shared') } },
  test: {
    include: ['{shared,server,site,apps,desktop,tests,tools}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'dist/**', 'out/**', 'tests/e2e/**', 'tests/production/**'],
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The commands and servers tests start read no settings file (a developer's .env), unless a test names one.
    env: { ENV_FILE: devNull },
  },
});
