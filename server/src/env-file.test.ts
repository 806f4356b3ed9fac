import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { applyEnvFile, envFilePath } from './env-file';

const dir = mkdtempSync(path.join(tmpdir(), 'mhs-env-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the settings file every command reads', () => {
  const file = path.join(dir, 'lamsat.env');
  writeFileSync(
    file,
    [
      '# the production settings',
      'DATA_DIR=/srv/lamsat/data',
      'DATABASE_URL="postgres://lamsat:p#ss word@db.internal:5432/lamsat"',
      'PORT=3001',
      'LOG_LEVEL=warn',
    ].join('\n'),
  );

  it('fills what the environment lacks; a variable the environment has, even empty, wins', () => {
    const env: Record<string, string | undefined> = { ENV_FILE: file, PORT: '3002', LOG_LEVEL: '' };
    expect(applyEnvFile(env)).toBe(file);
    expect(env).toEqual({
      ENV_FILE: file,
      DATA_DIR: '/srv/lamsat/data',
      DATABASE_URL: 'postgres://lamsat:p#ss word@db.internal:5432/lamsat',
      PORT: '3002',
      LOG_LEVEL: '',
    });
  });

  it('is .env in the project folder unless ENV_FILE names another; a missing .env is no settings file', () => {
    expect(envFilePath({})).toBe(path.resolve(import.meta.dirname, '../../.env'));
    expect(envFilePath({ ENV_FILE: 'deploy/lamsat.env' })).toBe(path.resolve('deploy/lamsat.env'));
  });

  it('refuses a file ENV_FILE names that does not exist, saying which', () => {
    const missing = path.join(dir, 'nope.env');
    const env = { ENV_FILE: missing };
    expect(() => applyEnvFile(env)).toThrow(ConfigError);
    expect(() => applyEnvFile(env)).toThrow(`ENV_FILE: ${missing} does not exist`);
  });
});

it('deploy/lamsat.env.example is a valid production configuration as it stands', () => {
  const example = path.resolve(import.meta.dirname, '../../deploy/lamsat.env.example');
  const env: Record<string, string | undefined> = { ENV_FILE: example };
  applyEnvFile(env);
  const config = loadConfig(env);
  expect(config).toMatchObject({ nodeEnv: 'production', dataDir: '/srv/lamsat/data', https: true, trustProxy: true });
  expect(config.backup.destination.where).toBe('/srv/lamsat/data/backups');
});
