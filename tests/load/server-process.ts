import { startBuiltServer, type RunningServer } from '../support/server';

export type ServerProcess = RunningServer;

export const LOAD_ADMIN = { email: 'owner@load.example', password: 'plum orchard velvet 2049' };

/**
 * Environment of the load, crash and benchmark servers. The contact rate limit would stop a load
 * test from one address (it protects the public form, not what is measured here). LOG_LEVEL stays
 * at the production default (info: one line per request), so timings include the logging cost.
 */
export const LOAD_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'load-test-session-secret-0123456789abcdef',
  PUBLIC_BASE_URL: 'http://127.0.0.1',
  CONTACT_RATE_LIMIT: '100000000',
  LOG_LEVEL: 'info',
  SEED_DEMO: 'false',
  ADMIN_EMAIL: LOAD_ADMIN.email,
  ADMIN_PASSWORD: LOAD_ADMIN.password,
  ADMIN_NAME: 'Load test owner',
  // The load owner signs in with the password alone.
  MFA_POLICY_DEFAULT: 'optional',
};

/** The built server (tests/support/server.ts) with the load settings above; `env` overrides them. */
export function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  return startBuiltServer({ ...LOAD_ENV, ...env });
}
