import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { ConfigError } from '../config';
import { envFilePath } from '../env-file';
import { sqliteFile } from './database-url';

/**
 * `npm run db:move` marks the SQLite file it moved from with a file beside it
 * (`app.sqlite` → `app.sqlite.moved-to-postgresql.json`) naming the PostgreSQL database the data
 * went to. A file beside it rather than a row inside it: every command that would use that SQLite
 * file (the server's start, npm run backup, admin:create) finds the mark from the file's own path,
 * before opening it, so none can miss it; the move never writes to the database (a rehearsal on a
 * live server leaves its data as it was); and going back to SQLite is deleting one file, which the
 * refusal names. The server's automatic backups go on while it runs: it still serves that file.
 */
export const movedMarkFile = (sqlite: string) => `${sqlite}.moved-to-postgresql.json`;

export interface MovedMark {
  /** The PostgreSQL database without its password: postgres://user@host:5432/db (?sslmode= kept). */
  movedTo: string;
  movedAt: string;
}

/**
 * postgres://user:secret@host:5432/db?sslmode=require&… → postgres://user@host:5432/db?sslmode=require:
 * printable (other parameters may hold a password or a key's passphrase).
 */
export function withoutSecrets(url: string): string {
  const u = new URL(url);
  const sslmode = u.searchParams.get('sslmode');
  u.password = '';
  u.search = sslmode ? `sslmode=${encodeURIComponent(sslmode)}` : '';
  u.hash = '';
  return u.toString();
}

/** Writes the mark beside `sqlite` (after a verified move); returns its path. */
export function markMovedSqlite(sqlite: string, targetUrl: string, now = new Date()): string {
  const file = movedMarkFile(sqlite);
  const mark = {
    moved_to: withoutSecrets(targetUrl),
    moved_at: now.toISOString(),
    note:
      'Written by npm run db:move: this SQLite file is no longer the database in use. The server and ' +
      'npm run backup refuse it; delete this file to use it again.',
  };
  writeFileSync(file, `${JSON.stringify(mark, null, 2)}\n`);
  return file;
}

/** The mark of the SQLite file `databaseUrl` names, or null (PostgreSQL, or a file not moved). */
export function movedSqlite(databaseUrl: string): (MovedMark & { markFile: string }) | null {
  const sqlite = sqliteFile(databaseUrl);
  if (sqlite === null || !existsSync(movedMarkFile(sqlite))) return null;
  const markFile = movedMarkFile(sqlite);
  try {
    const { moved_to, moved_at } = JSON.parse(readFileSync(markFile, 'utf8')) as Record<string, unknown>;
    return { markFile, movedTo: String(moved_to), movedAt: String(moved_at) };
  } catch {
    return { markFile, movedTo: 'a PostgreSQL database (the mark cannot be read)', movedAt: 'an unknown date' };
  }
}

/**
 * Refuses a SQLite file that db:move has left behind, saying where the data is and how to point
 * every command at it: DATABASE_URL in the settings file.
 */
export function refuseMovedSqlite(databaseUrl: string, env: Record<string, string | undefined> = process.env): void {
  const mark = movedSqlite(databaseUrl);
  if (!mark) return;
  let example = 'postgres://USER:PASSWORD@HOST:5432/DB';
  if (URL.canParse(mark.movedTo)) {
    const u = new URL(mark.movedTo);
    if (u.username) u.password = 'PASSWORD';
    example = u.toString();
  }
  throw new ConfigError([
    `DATABASE_URL: ${sqliteFile(databaseUrl)} was moved to PostgreSQL by npm run db:move on ${mark.movedAt}; ` +
      `the data is in ${mark.movedTo} now. Set DATABASE_URL=${example} in ${envFilePath(env)} (the settings ` +
      'file the server and npm run backup, restore, db:move and admin:create read). To go back to this SQLite ' +
      `file instead (what was written on PostgreSQL since stays there), delete ${mark.markFile}.`,
  ]);
}
