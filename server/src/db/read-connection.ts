import { QueryTypes, type Sequelize } from 'sequelize';
import sqlite3 from 'sqlite3';
import { sqliteFile } from './database-url';
import { sqliteDriver } from './sqlite-driver';

/** Runs SELECTs outside Sequelize's query path (sessions/store.ts reads every admin call's session with it). */
export interface ReadConnection {
  select<T extends object>(sql: string, bind: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * On SQLite, a read-only sqlite3 connection of its own on the same file, its SELECTs compiled once
 * (sqlite-driver.ts). Sequelize's way to a statement costs more main-thread time than the statement:
 * it makes an `Error` and formats its stack for every query, clones options and builds a query object
 * (about an eighth of a signed-in call). WAL mode lets this connection read beside the writer, and
 * each statement sees every commit made before it, so a session deleted on any connection is gone
 * for the next read. On PostgreSQL, Sequelize's own pool (a second one would only add connections).
 */
export async function openReadConnection(sequelize: Sequelize, databaseUrl: string): Promise<ReadConnection> {
  const storage = sqliteFile(databaseUrl);
  if (!storage) {
    return {
      select: <T extends object>(sql: string, bind: unknown[]) =>
        sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT }),
      close: async () => {},
    };
  }
  const db = await new Promise<sqlite3.Database>((resolve, reject) => {
    const opened: sqlite3.Database = new sqliteDriver.Database(storage, sqlite3.OPEN_READONLY, (err) =>
      err ? reject(err) : resolve(opened),
    );
  });
  // A reader waits rather than fails while SQLite replays or resets the write-ahead log.
  db.configure('busyTimeout', 5_000);
  return {
    select: <T extends object>(sql: string, bind: unknown[]) =>
      new Promise<T[]>((resolve, reject) =>
        db.all(sql, bind, (err, rows) => (err ? reject(err) : resolve(rows as T[]))),
      ),
    close: () => new Promise<void>((resolve, reject) => db.close((err) => (err ? reject(err) : resolve()))),
  };
}
