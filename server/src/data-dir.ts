import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

/**
 * Start-up's part of the configuration (reading it has no side effects): makes DATA_DIR and its
 * uploads folder, and returns the key that signs session cookies — SESSION_SECRET, or one generated
 * once and kept in DATA_DIR/session-secret so sessions survive restarts.
 */
export function prepareDataDir(config: Pick<Config, 'dataDir' | 'uploadsDir' | 'sessionSecret'>): string {
  mkdirSync(config.uploadsDir, { recursive: true });
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
