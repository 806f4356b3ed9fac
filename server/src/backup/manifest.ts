import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { z } from 'zod';
import { MIGRATION_NAMES } from '../db/migrate';

/** What kind of file a backup archive is, written first in its manifest.json. */
export const BACKUP_FORMAT = 'medina-home-services-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** An operator's mistake or a damaged archive: the message says what is wrong and what to do. */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}

const fileEntry = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), bytes: z.number().int().min(0) });

/** manifest.json, the archive's table of contents: everything else in the archive is listed in `files`. */
export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  format_version: z.literal(BACKUP_FORMAT_VERSION),
  engine: z.enum(['sqlite', 'postgres']),
  created_at: z.string(),
  /** The latest migration applied to the database when it was copied (schema_migrations). */
  schema_version: z.string().min(1),
  /** Every migration applied, oldest first (schema_version is the last). */
  migrations: z.array(z.string()),
  /** Rows per table in the copied database. */
  row_counts: z.record(z.string(), z.number().int().min(0)),
  /** Archive path → checksum and size, for every file but manifest.json itself. */
  files: z.record(z.string(), fileEntry),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type Engine = Manifest['engine'];

/** The SHA-256 of a file, read as a stream (the database may be large). */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The schema version of a list of applied migrations: the newest (names start with their number). */
export const latestMigration = (applied: string[]): string => [...applied].sort().at(-1) ?? '';

/**
 * Why this code cannot restore the backup's schema, or null when it can (the backup's migrations are
 * all known here: the same schema, or an older one that restore migrates forward).
 */
export function schemaProblem(manifest: Pick<Manifest, 'schema_version' | 'migrations'>): string | null {
  const known = new Set(MIGRATION_NAMES);
  const latest = MIGRATION_NAMES.at(-1)!;
  const unknown = manifest.migrations.filter((m) => !known.has(m));
  if (!known.has(manifest.schema_version)) unknown.push(manifest.schema_version);
  if (unknown.length === 0) return null;
  if (manifest.schema_version > latest) {
    return (
      `this backup is of a newer schema (${manifest.schema_version}) than this code knows (up to ${latest}): ` +
      'restore it with the same or a newer version of the server (update this checkout, npm ci, then run restore again)'
    );
  }
  return (
    `this backup's schema has migrations this code does not know (${[...new Set(unknown)].join(', ')}): ` +
    'restore it with the version of the server that made it'
  );
}
