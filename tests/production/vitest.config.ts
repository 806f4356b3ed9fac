import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `npm run test:production` alone: it needs root (nginx on ports 80 and 443), nginx, PostgreSQL
 * and the built product, so `npm run test:unit` leaves it out. Each check is listed as it runs.
 */
export default defineConfig({
  root,
  resolve: { alias: { '@shared': path.join(root, 'shared') } },
  test: {
    include: ['tests/production/**/*.test.ts'],
    reporters: ['verbose'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
