import { existsSync, readdirSync, statSync } from 'node:fs';
import { copyFile, mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Sequelize } from 'sequelize';
import { connectDatabase } from '../db/connect';
import { isInMemorySqlite, sqliteFile } from '../db/database-url';
import { migrate, MIGRATION_NAMES } from '../db/migrate';
import { openArchive } from './archive';
import { bucketUploads, restoreBucketUploads } from './bucket-uploads';
import { type BackupTarget, SESSION_SECRET_FILE, SQLITE_IN_ARCHIVE } from './backup';
import { BackupRefused, type Engine, latestMigration, schemaProblem } from './manifest';
import { postgresTables, restorePostgres } from './postgres-restore';

export interface RestoreResult {
  engine: Engine;
  createdAt: string;
  /** The backup's schema, and the schema after migrating forward (the same when the backup was current). */
  fromSchema: string;
  toSchema: string;
  /** Rows per table in the restored database. */
  rowCounts: Record<string, number>;
  /** Files put into the uploads folder. */
  uploads: number;
  sessionSecret: 'restored' | 'kept the target’s own' | 'none in the backup';
}

/**
 * Restores a backup into an empty target: the archive is unpacked into a temporary folder and every
 * checksum checked, the schema and the target checked, and only then is anything written to the
 * target. A backup of an older schema is migrated forward with the project's migrations.
 */
export async function restoreBackup(file: string, target: BackupTarget): Promise<RestoreResult> {
  const archive = await openArchive(file);
  try {
    const { manifest, dir } = archive;
    const problem = schemaProblem(manifest);
    if (problem) throw new BackupRefused(problem);
    await checkTargetEmpty(target, manifest.engine);

    const databaseUrl = target.databaseUrl;
    if (manifest.engine === 'sqlite') {
      const dbFile = sqliteFile(databaseUrl)!;
      await mkdir(path.dirname(dbFile), { recursive: true });
      // Under a temporary name first: a server started meanwhile never finds half a database.
      await copyFile(path.join(dir, SQLITE_IN_ARCHIVE), `${dbFile}.restoring`);
      await rename(`${dbFile}.restoring`, dbFile);
    } else {
      await restorePostgres(databaseUrl, path.join(dir, 'database'), manifest);
    }
    const sequelize = await connectDatabase(databaseUrl);
    let rowCounts: Record<string, number>;
    let applied: string[];
    try {
      await migrate(sequelize);
      ({ rowCounts, applied } = await describe(sequelize));
    } finally {
      await sequelize.close();
    }

    const uploads = Object.keys(manifest.files).filter((name) => name.startsWith('uploads/'));
    if (target.storage) {
      // Into STORAGE_URL's bucket, each under its prefix (upload names are flat: uploads/storage.ts).
      const names = uploads.map((name) => name.slice('uploads/'.length));
      await restoreBucketUploads(target.storage, path.join(dir, 'uploads'), names);
    } else {
      for (const name of uploads) {
        const to = path.join(target.uploadsDir, name.slice('uploads/'.length));
        await mkdir(path.dirname(to), { recursive: true });
        await copyFile(path.join(dir, name), to);
      }
    }
    await mkdir(target.uploadsDir, { recursive: true });

    await mkdir(target.dataDir, { recursive: true });
    let sessionSecret: RestoreResult['sessionSecret'] = 'none in the backup';
    if (SESSION_SECRET_FILE in manifest.files) {
      const to = path.join(target.dataDir, SESSION_SECRET_FILE);
      sessionSecret = 'kept the target’s own';
      if (!existsSync(to)) {
        await copyFile(path.join(dir, SESSION_SECRET_FILE), to);
        sessionSecret = 'restored';
      }
    }
    return {
      engine: manifest.engine,
      createdAt: manifest.created_at,
      fromSchema: manifest.schema_version,
      toSchema: latestMigration(applied),
      rowCounts,
      uploads: uploads.length,
      sessionSecret,
    };
  } finally {
    await archive.dispose();
  }
}

/** Refuses a target of the other engine, or one that already holds a database or uploads. */
async function checkTargetEmpty(target: BackupTarget, engine: Engine): Promise<void> {
  const dbFile = sqliteFile(target.databaseUrl);
  if (engine === 'sqlite' && dbFile === null) {
    throw new BackupRefused(
      'this backup is of a SQLite database and the target is PostgreSQL: restore it into a data folder ' +
        '(--data-dir DIR, with no postgres DATABASE_URL set)',
    );
  }
  if (engine === 'postgres' && dbFile !== null) {
    throw new BackupRefused(
      'this backup is of a PostgreSQL database: restore it with --database postgres://… (an empty database, ' +
        'made with createdb) and --data-dir for the uploads',
    );
  }
  const notEmpty = (what: string) =>
    new BackupRefused(
      `the target is not empty: ${what}. Restore only into an empty target — a new DATA_DIR (and a new, empty ` +
        'PostgreSQL database) — or move the existing one away first if you really mean to replace it',
    );
  if (dbFile !== null) {
    if (isInMemorySqlite(dbFile)) throw new BackupRefused('the target database must be a file, not in memory');
    for (const f of [dbFile, `${dbFile}-wal`]) {
      if (existsSync(f) && statSync(f).size > 0) throw notEmpty(`${f} exists`);
    }
  } else {
    let tables: string[];
    try {
      tables = await postgresTables(target.databaseUrl);
    } catch (err) {
      throw new BackupRefused(
        `cannot open the target database (${(err as Error).message}): check --database or DATABASE_URL, and create ` +
          'the empty database first (createdb, or CREATE DATABASE)',
      );
    }
    if (tables.length) throw notEmpty(`the database already has tables (${tables.slice(0, 5).join(', ')}…)`);
  }
  if (target.storage) {
    const { bucket, prefix } = target.storage;
    if ((await bucketUploads(target.storage)).length > 0) throw notEmpty(`s3://${bucket}/${prefix} holds files`);
  } else if (existsSync(target.uploadsDir) && readdirSync(target.uploadsDir).length > 0) {
    throw notEmpty(`${target.uploadsDir} holds files`);
  }
}

/** The restored database's rows per table and applied migrations. */
async function describe(sequelize: Sequelize): Promise<{ rowCounts: Record<string, number>; applied: string[] }> {
  const tables = ((await sequelize.getQueryInterface().showAllTables()) as (string | { tableName: string })[])
    .map((t) => (typeof t === 'string' ? t : t.tableName))
    .filter((t) => !t.startsWith('sqlite_'))
    .sort();
  const rowCounts: Record<string, number> = {};
  for (const table of tables) {
    const [rows] = await sequelize.query(`SELECT count(*) AS n FROM "${table.replaceAll('"', '""')}"`);
    rowCounts[table] = Number((rows as { n: number | string }[])[0]!.n);
  }
  const [names] = await sequelize.query('SELECT name FROM schema_migrations');
  const applied = (names as { name: string }[]).map((r) => r.name);
  if (latestMigration(applied) !== MIGRATION_NAMES.at(-1)) throw new Error('the restored database did not migrate');
  return { rowCounts, applied };
}
