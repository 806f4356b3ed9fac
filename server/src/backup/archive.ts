import { mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { BackupRefused, type Manifest, manifestSchema, sha256File } from './manifest';

/**
 * A backup is one gzipped tar file:
 *
 *   manifest.json          format, engine, created_at, schema_version, row_counts, files (SHA-256 each)
 *   database/…             app.sqlite (SQLite), or one <table>.jsonl per table + sequences.json (PostgreSQL)
 *   uploads/…              the images and their variants, as in DATA_DIR/uploads
 *   session-secret         when DATA_DIR held one (sessions stay signed in after a restore)
 */
export const MANIFEST = 'manifest.json';

/** Every file under `dir`, as archive paths ("uploads/a.png"), sorted. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** The checksum and size of every file staged in `dir` (the manifest's `files`). */
export async function checksumFiles(dir: string): Promise<Manifest['files']> {
  const files: Manifest['files'] = {};
  for (const name of await filesUnder(dir)) {
    const file = path.join(dir, name);
    files[name] = { sha256: await sha256File(file), bytes: (await stat(file)).size };
  }
  return files;
}

/**
 * Writes the staged files and their manifest as one .tar.gz at `file`: first beside it under a
 * temporary name, renamed into place only once complete, so `file` is never a half-written archive.
 */
export async function writeArchive(stagingDir: string, manifest: Manifest, file: string): Promise<void> {
  await writeFile(path.join(stagingDir, MANIFEST), JSON.stringify(manifest, null, 2));
  const partial = `${file}.partial`;
  try {
    await tar.c({ file: partial, cwd: stagingDir, gzip: true, portable: true }, [
      MANIFEST,
      ...Object.keys(manifest.files),
    ]);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

/** An archive unpacked into a temporary folder and verified: every file present and matching its checksum. */
export interface VerifiedArchive {
  dir: string;
  manifest: Manifest;
  dispose(): Promise<void>;
}

const DAMAGED = 'use another copy of the backup (an older one, or one kept elsewhere)';

/**
 * Unpacks the archive into a new temporary folder (never into a target) and checks it completely:
 * a manifest of our format, no file missing, none extra, and every SHA-256 right. Throws
 * BackupRefused with the reason otherwise, after removing the folder.
 */
export async function openArchive(file: string): Promise<VerifiedArchive> {
  if (!(await stat(file).catch(() => null))?.isFile()) {
    throw new BackupRefused(`there is no backup file at ${file}: give the path of a .tar.gz made by npm run backup`);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'mhs-backup-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const manifest = await unpackAndVerify(file, dir);
    return { dir, manifest, dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}

async function unpackAndVerify(file: string, dir: string): Promise<Manifest> {
  const oddEntries: string[] = [];
  try {
    await tar.x({
      file,
      cwd: dir,
      strict: true,
      // Files and folders only: a link could point a later file outside the folder.
      filter: (name, entry) => {
        const type = 'type' in entry ? entry.type : entry.isFile() ? 'File' : 'Directory';
        const ok = type === 'File' || type === 'OldFile' || type === 'Directory';
        if (!ok) oddEntries.push(`${name} (${type})`);
        return ok;
      },
    });
  } catch (err) {
    throw new BackupRefused(
      `the backup file cannot be read, it is damaged or not a backup (${(err as Error).message}): ${DAMAGED}`,
    );
  }
  if (oddEntries.length) {
    throw new BackupRefused(`the backup holds entries a backup never has (${oddEntries.join(', ')}): ${DAMAGED}`);
  }

  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')));
  } catch {
    throw new BackupRefused(`the file has no valid ${MANIFEST}, so it is not a backup made by npm run backup`);
  }

  const present = (await filesUnder(dir)).filter((name) => name !== MANIFEST);
  const listed = Object.keys(manifest.files);
  const presentSet = new Set(present);
  const missing = listed.filter((name) => !presentSet.has(name));
  const extra = present.filter((name) => !(name in manifest.files));
  if (missing.length || extra.length) {
    const what = [
      missing.length ? `missing: ${missing.slice(0, 5).join(', ')}` : '',
      extra.length ? `not in the manifest: ${extra.slice(0, 5).join(', ')}` : '',
    ].filter(Boolean);
    throw new BackupRefused(`the backup does not hold the files its manifest lists (${what.join('; ')}): ${DAMAGED}`);
  }
  for (const name of listed) {
    const actual = await sha256File(path.join(dir, name));
    if (actual !== manifest.files[name]!.sha256) {
      throw new BackupRefused(`${name} in the backup does not match its SHA-256 checksum: ${DAMAGED}`);
    }
  }
  return manifest;
}
