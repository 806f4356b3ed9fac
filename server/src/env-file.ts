import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { ConfigError } from './config';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The settings file every command reads (the server, npm run backup, restore, db:move,
 * admin:create): the file ENV_FILE names, else `.env` in the project folder.
 */
export function envFilePath(env: Record<string, string | undefined> = process.env): string {
  return env.ENV_FILE ? path.resolve(env.ENV_FILE) : path.join(projectRoot, '.env');
}

/**
 * Puts the settings file's variables into `env`, leaving alone those the environment already has
 * (even empty: `DATABASE_URL= npm run backup` means "not the file's"), so a variable given on the
 * command line or by the service manager wins over the file. Returns the file read, or null when
 * there is none (`.env` is optional; a file ENV_FILE names must exist).
 */
export function applyEnvFile(env: Record<string, string | undefined> = process.env): string | null {
  const file = envFilePath(env);
  if (!existsSync(file)) {
    if (env.ENV_FILE) throw new ConfigError([`ENV_FILE: ${file} does not exist (the settings file it names)`]);
    return null;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new ConfigError([`ENV_FILE: ${file} cannot be read (${(err as NodeJS.ErrnoException).code ?? 'error'})`]);
  }
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (!(name in env)) env[name] = value;
  }
  return file;
}

/**
 * The first thing every entry point does (server/src/index.ts, server/src/cli/*.ts): reads the
 * settings file into process.env, or says what is wrong with it and exits.
 */
export function loadEnvFile(): string | null {
  try {
    return applyEnvFile();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(2);
  }
}
