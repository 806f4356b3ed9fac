import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { promisify } from 'node:util';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackupResult, type BackupTarget, createBackup } from '../src/backup/backup';
import { BackupRefused } from '../src/backup/manifest';
import { postgresTables } from '../src/backup/postgres-restore';
import { restoreBackup, type RestoreResult } from '../src/backup/restore';
import { connectDatabase } from '../src/db/connect';
import { MIGRATION_NAMES, migrator } from '../src/db/migrate';
import { Client, startSignedInServer, startTestServer, type TestServer, validContact, validPortfolio } from './harness';
import { createScratchDatabase, type ScratchDatabase } from '../../tests/support/scratch-postgres';

/**
 * The restore drill: a backup taken while the real server takes contact messages and image uploads,
 * restored into a new target that a new server then serves. On PostgreSQL under TEST_DATABASE_URL.
 */
const MESSAGES = 2_000;
const UPLOADS = 20;
const PG = process.env.TEST_DATABASE_URL;
const root = path.resolve(import.meta.dirname, '../..');

const work = mkdtempSync(path.join(tmpdir(), 'mhs-drill-'));
const scratch: ScratchDatabase[] = [];
const servers: TestServer[] = [];

/** A new, empty restore target: a data folder that does not exist yet, and on PostgreSQL a new database. */
async function emptyTarget(name: string): Promise<BackupTarget> {
  const dataDir = path.join(work, name);
  if (!PG) return { dataDir, uploadsDir: path.join(dataDir, 'uploads'), databaseUrl: `sqlite:${dataDir}/app.sqlite` };
  const db = await createScratchDatabase(PG, 'mhs_restore');
  scratch.push(db);
  return { dataDir, uploadsDir: path.join(dataDir, 'uploads'), databaseUrl: db.url };
}

/** Nothing was written to the target: no data folder, and no table in its database. */
async function expectUntouched(target: BackupTarget): Promise<void> {
  expect(existsSync(target.dataDir)).toBe(false);
  if (PG) expect(await postgresTables(target.databaseUrl)).toEqual([]);
}

/** Unpacks an archive, lets `change` edit the files, and packs it again (a hand-made bad backup). */
async function repack(file: string, name: string, change: (dir: string) => void): Promise<string> {
  const dir = mkdtempSync(path.join(work, 'repack-'));
  await tar.x({ file, cwd: dir });
  change(dir);
  const out = path.join(work, name);
  await tar.c({ file: out, cwd: dir, gzip: true }, readdirSync(dir));
  return out;
}

const phoneOf = (i: number) => `055${String(i).padStart(7, '0')}`;
const image = (i: number) =>
  sharp({ create: { width: 640, height: 360, channels: 3, background: { r: i * 12, g: 120, b: 255 - i * 12 } } })
    .png()
    .toBuffer();

let source: TestServer;
let admin: Client;
beforeAll(async () => {
  ({ server: source, admin } = await startSignedInServer());
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await source.close();
  await Promise.all(scratch.map((db) => db.drop()));
  rmSync(work, { recursive: true, force: true });
});

describe('backup and restore drill', () => {
  let backup: BackupResult;
  let restored: RestoreResult;
  let target: BackupTarget;
  /** Phones of the messages answered 201 before the backup started, and all phones sent. */
  let ackedBefore: Set<string>;
  const sent = new Set<string>();
  /** Upload paths answered 201 before the backup started. */
  let uploadedBefore: string[];
  let portfolioId: number;

  it(`takes a backup while ${MESSAGES} messages and ${UPLOADS} uploads arrive, and restores it`, async () => {
    const acked = new Set<string>();
    const uploaded: string[] = [];
    let backupStarted: Promise<BackupResult> | undefined;
    const startBackupHalfway = () => {
      if (backupStarted || acked.size < MESSAGES / 2) return;
      // What was acknowledged when the backup started: these must all be in it.
      ackedBefore = new Set(acked);
      uploadedBefore = [...uploaded];
      backupStarted = createBackup(source.app.config, path.join(work, 'drill.tar.gz'));
    };

    // One portfolio item names an upload before the backup (the rows a snapshot holds name files).
    const first = await admin.upload(await image(99), 'first.png', 'image/png');
    expect(first.status).toBe(201);
    uploaded.push(first.data.url);
    const item = await admin.post('/backend/admin/portfolio.php', { ...validPortfolio, image: first.data.url });
    expect(item.status).toBe(201);
    portfolioId = item.data.item.id;

    let next = 0;
    const postMessages = async () => {
      while (next < MESSAGES) {
        const i = next++;
        const phone = phoneOf(i);
        sent.add(phone);
        const res = await fetch(`${source.url}/backend/contact_submit.php`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...validContact, name: `Drill visitor ${i}`, phone }),
        });
        expect(res.status).toBe(201);
        acked.add(phone);
        startBackupHalfway();
      }
    };
    let nextUpload = 1;
    const upload = async () => {
      while (nextUpload < UPLOADS) {
        const i = nextUpload++;
        // Spread over the whole run: upload i once i/UPLOADS of the messages are in.
        while (acked.size < (i * MESSAGES) / UPLOADS) await setTimeout(5);
        const res = await admin.upload(await image(i), `photo-${i}.png`, 'image/png');
        expect(res.status).toBe(201);
        uploaded.push(res.data.url);
        startBackupHalfway();
      }
    };
    const started = Date.now();
    await Promise.all([...Array.from({ length: 12 }, postMessages), upload(), upload()]);
    expect(backupStarted, 'the backup started while the load ran').toBeDefined();
    backup = await backupStarted!;
    expect(acked.size - ackedBefore.size, 'messages went on arriving during the backup').toBeGreaterThan(0);
    expect(uploaded.length - uploadedBefore.length, 'uploads went on arriving during the backup').toBeGreaterThan(0);
    const loadMs = Date.now() - started;

    expect(backup.bytes).toBeGreaterThan(0);
    expect(backup.manifest).toMatchObject({
      engine: PG ? 'postgres' : 'sqlite',
      schema_version: MIGRATION_NAMES.at(-1),
    });
    expect(backup.manifest.row_counts.contacts).toBeGreaterThanOrEqual(ackedBefore.size);
    expect(Object.values(backup.manifest.files).every((f) => /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);

    target = await emptyTarget('restored');
    const restoreStarted = Date.now();
    restored = await restoreBackup(backup.file, target);
    console.log(
      `drill (${PG ? 'postgres' : 'sqlite'}): ${MESSAGES} messages + ${UPLOADS} uploads in ${loadMs} ms, ` +
        `${ackedBefore.size} messages and ${uploadedBefore.length} uploads acknowledged before the backup; ` +
        `archive ${backup.bytes} bytes; restore ${Date.now() - restoreStarted} ms`,
    );
    expect(restored).toMatchObject({ fromSchema: MIGRATION_NAMES.at(-1), toSchema: MIGRATION_NAMES.at(-1) });
    expect(restored.rowCounts.contacts).toBe(backup.manifest.row_counts.contacts);
  }, 120_000);

  it('the restored server holds every message acknowledged before the backup, exactly once', async () => {
    const server = await startTestServer({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl });
    servers.push(server);
    const fields = ['id', 'name', 'phone', 'service', 'message', 'spam', 'created_at', 'updated_at'];
    const rows = await server.app.models.Contact.findAll({ attributes: fields, order: [['id', 'ASC']] });
    const phones = rows.map((r) => r.phone);
    expect(new Set(phones).size, 'no message twice').toBe(phones.length);
    for (const phone of ackedBefore) expect(phones).toContain(phone);
    expect(
      phones.every((p) => sent.has(p)),
      'nothing that was not sent',
    ).toBe(true);
    // Each restored row is the row as the source server stored it (numbers, text and times).
    const originals = await source.app.models.Contact.findAll({ attributes: fields, order: [['id', 'ASC']] });
    const byId = new Map(originals.map((r) => [r.id, r.toJSON()]));
    for (const row of rows) expect(row.toJSON()).toEqual(byId.get(row.id));

    // It answers the public calls (a new message gets a new number) and the admin's lists.
    const visitor = new Client(server.url);
    const message = await visitor.post('/backend/contact_submit.php', { ...validContact, name: 'After the restore' });
    expect(message.status).toBe(201);
    const portfolio = await visitor.get('/backend/portfolio.php?lang=en');
    expect(portfolio.status).toBe(200);
    expect(portfolio.data.find((i: { id: number }) => i.id === portfolioId)).toBeDefined();
    const staff = new Client(server.url);
    expect((await staff.login()).status).toBe(200);
    const contacts = await staff.get('/backend/admin/contacts.php');
    expect(contacts.status).toBe(200);
    expect(contacts.data.total).toBe(phones.length + 1);
    expect((await staff.get('/backend/admin/portfolio.php?page=1&limit=20')).data.total).toBe(1);
  });

  it('every image uploaded before the backup, and its variants, is byte-identical and served', async () => {
    const server = servers[0]!;
    const from = path.join(source.dataDir, 'uploads');
    expect(uploadedBefore.length).toBeGreaterThanOrEqual(3);
    for (const url of uploadedBefore) {
      const name = url.slice('/uploads/'.length);
      const base = name.replace(/\.[a-z]+$/, '');
      const files = readdirSync(from).filter((f) => f === name || f.startsWith(`${base}-`) || f.startsWith(`${base}.`));
      expect(files.length, `${name} has its variants`).toBeGreaterThan(2);
      for (const file of files) {
        expect(readFileSync(path.join(target.uploadsDir, file)).equals(readFileSync(path.join(from, file)))).toBe(true);
      }
      const served = await fetch(server.url + url);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(readFileSync(path.join(from, name)))).toBe(true);
    }
  });

  it('refuses a target that is not empty', async () => {
    const refusal = restoreBackup(backup.file, target);
    await expect(refusal).rejects.toThrow(BackupRefused);
    await expect(refusal).rejects.toThrow(/not empty/);
  });

  it('refuses an archive with one byte changed before writing anything', async () => {
    const bytes = readFileSync(backup.file);
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
    const damaged = path.join(work, 'damaged.tar.gz');
    writeFileSync(damaged, bytes);
    const into = await emptyTarget('from-damaged');
    await expect(restoreBackup(damaged, into)).rejects.toThrow(/damaged/);
    await expectUntouched(into);
  });

  it('refuses a file whose bytes no longer match its checksum before writing anything', async () => {
    const tampered = await repack(backup.file, 'tampered.tar.gz', (dir) => {
      const file = path.join(dir, uploadedBefore[0]!.slice(1));
      const bytes = readFileSync(file);
      bytes[100]! ^= 0x01;
      writeFileSync(file, bytes);
    });
    const into = await emptyTarget('from-tampered');
    await expect(restoreBackup(tampered, into)).rejects.toThrow(/does not match its SHA-256 checksum/);
    await expectUntouched(into);
  });

  it('refuses a backup of a newer schema than this code knows', async () => {
    const newer = await repack(backup.file, 'newer.tar.gz', (dir) => {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
      manifest.schema_version = '9999-from-the-future';
      manifest.migrations.push('9999-from-the-future');
      writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    });
    const into = await emptyTarget('from-newer');
    await expect(restoreBackup(newer, into)).rejects.toThrow(/newer schema \(9999-from-the-future\)/);
    await expectUntouched(into);
  });
});

describe('an older backup', () => {
  it('is migrated forward to this code’s schema when restored', async () => {
    const older = MIGRATION_NAMES[10]!;
    const from = await emptyTarget('older-source');
    const sequelize = await connectDatabase(PG ? from.databaseUrl : `sqlite:${path.join(work, 'older-source.sqlite')}`);
    await migrator(sequelize).up({ to: older });
    await sequelize.query(
      `INSERT INTO contacts (name, phone, email, service, message, preferred_time, urgency, spam, created_at, updated_at)
       VALUES ('Older visitor', '0551112222', '', '', '', '', 'normal', 0, '2026-01-01', '2026-01-01')`,
    );
    await sequelize.close();
    const databaseUrl = PG ? from.databaseUrl : `sqlite:${path.join(work, 'older-source.sqlite')}`;
    const backup = await createBackup({ ...from, databaseUrl }, path.join(work, 'older.tar.gz'));
    expect(backup.manifest.schema_version).toBe(older);

    const result = await restoreBackup(backup.file, await emptyTarget('from-older'));
    expect(result).toMatchObject({ fromSchema: older, toSchema: MIGRATION_NAMES.at(-1) });
    expect(result.rowCounts.contacts).toBe(1);
  });
});

describe('the commands', () => {
  const run = (script: string, args: string[], env: Record<string, string>) =>
    promisify(execFile)(
      path.join(root, 'node_modules/.bin/tsx'),
      ['--tsconfig', 'server/tsconfig.json', `server/src/cli/${script}.ts`, ...args],
      { cwd: root, env: { ...process.env, ...env } },
    ).then(
      ({ stdout }) => ({ code: 0, out: stdout }),
      (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, out: err.stdout + err.stderr }),
    );

  it('npm run backup writes and verifies an archive; npm run restore refuses a damaged one', async () => {
    const file = path.join(work, 'cli.tar.gz');
    const made = await run('backup', ['--to', file], {
      DATA_DIR: source.dataDir,
      DATABASE_URL: source.app.config.databaseUrl,
    });
    expect(made.out).toContain(`Backup written and verified: ${file} (`);
    expect(made.code).toBe(0);

    const bytes = readFileSync(file);
    bytes[Math.floor(bytes.length / 3)]! ^= 0x80;
    writeFileSync(file, bytes);
    const into = await emptyTarget('from-cli');
    const refused = await run('restore', [file, '--data-dir', into.dataDir, '--database', into.databaseUrl], {});
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/Restore refused, nothing was written: .*damaged/);
    await expectUntouched(into);
  }, 60_000);
});
