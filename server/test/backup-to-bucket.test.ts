import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BackupStatus } from '@shared/schemas/backups';
import type { App } from '../src/app';
import { openArchive } from '../src/backup/archive';
import { downloadBackup } from '../src/backup/bucket-backups';
import { type ConfigError, loadConfig } from '../src/config';
import { ManualClock } from './clock';
import { SERVERS_POSTGRES_URL, startSignedInServer, startTestServer } from './harness';
import { startTestBucket, type TestBucket } from './s3-server';
import { SmtpInbox } from './smtp-inbox';
import { createScratchDatabase } from '../../tests/support/scratch-postgres';
import { runCommand } from './cli-run';

/**
 * BACKUP_DIR=s3://bucket/prefix: the automatic backups made as in a folder, then uploaded to a real
 * S3-compatible server (@20minutes/s3rver, in this process), BACKUP_KEEP applied to the prefix, and
 * npm run restore reading an archive back from there.
 */
vi.setConfig({ testTimeout: 120_000 });

const HOUR = 3_600_000;
const START = Date.parse('2026-11-27T01:00:00Z');
const BACKUPS = '/backend/admin/backups.php';
const LONG_SESSIONS = { SESSION_IDLE_MINUTES: '10000000', SESSION_MAX_HOURS: '1000000' };
const NO_TIMER = { backupCheckMs: 24 * HOUR };
const root = path.resolve(import.meta.dirname, '../..');

let s3: TestBucket;
beforeAll(async () => {
  s3 = await startTestBucket('mhs-backups');
});
afterAll(async () => {
  await s3.stop();
});
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** The server's variables for backups to `prefix` of the test bucket (or of another bucket). */
function backupEnv(prefix: string, bucket = s3.bucket): Record<string, string> {
  const { STORAGE_URL: _uploads, ...aws } = s3.env(prefix);
  return { ...aws, BACKUP_DIR: `s3://${bucket}/${prefix}?forcePathStyle=true` };
}

/** The temporary folders of the uploads (each removed after its run). */
const temporaries = () => readdirSync(tmpdir()).filter((n) => n.startsWith('mhs-backup-upload-'));

async function runs(app: App) {
  return (await app.sequelize.query('SELECT ok, reason, location, bytes, error FROM backup_runs ORDER BY id', {
    type: 'SELECT',
  } as never)) as unknown as { ok: unknown; reason: string; location: string; bytes: unknown; error: string }[];
}

describe('automatic backups to an S3-compatible bucket', () => {
  it('uploads each due backup under the prefix, keeps BACKUP_KEEP there and records the s3:// address', async () => {
    // Taken before the server starts: it makes its first backup at once, in the background.
    const before = temporaries();
    const clock = new ManualClock(START);
    const env = { ...LONG_SESSIONS, ...backupEnv('nightly/site'), BACKUP_EVERY_HOURS: '24', BACKUP_KEEP: '2' };
    const { server, admin } = await startSignedInServer(env, { clock, ...NO_TIMER });
    cleanup.push(() => server.close());
    // Not an archive, and a "folder" below the prefix: BACKUP_KEEP leaves them alone.
    for (const Key of ['nightly/site/README.txt', 'nightly/site/older/mhs-backup-20200101-000000Z.tar.gz']) {
      await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key, Body: 'keep me' }));
    }

    await server.app.backups.runDue();
    const first = 's3://mhs-backups/nightly/site/mhs-backup-20261127-010000Z.tar.gz';
    let status = (await admin.get(BACKUPS)).data as BackupStatus;
    expect(status).toMatchObject({
      enabled: true,
      keep: 2,
      where: 's3://mhs-backups/nightly/site',
      last: { ok: true, where: first, error: '', reason: null },
      last_success_at: new Date(START).toISOString(),
    });
    expect(status.last!.bytes).toBeGreaterThan(1000);
    expect(await s3.keys('nightly/site')).toEqual([
      'README.txt',
      'mhs-backup-20261127-010000Z.tar.gz',
      'older/mhs-backup-20200101-000000Z.tar.gz',
    ]);
    // The temporary copy is gone.
    expect(temporaries()).toEqual(before);

    // What was uploaded is the verified archive, byte for byte: downloaded, it opens with every checksum right.
    const work = mkdtempSync(path.join(tmpdir(), 'mhs-bucket-download-'));
    cleanup.push(() => rmSync(work, { recursive: true, force: true }));
    const downloaded = path.join(work, 'first.tar.gz');
    await downloadBackup(`${first}?forcePathStyle=true`, backupEnv('unused'), downloaded);
    const archive = await openArchive(downloaded);
    expect(archive.manifest.row_counts.admins).toBe(1);
    await archive.dispose();

    // Three periods later: four made, the newest two kept in the bucket.
    for (let day = 1; day <= 3; day++) {
      clock.advance(24 * HOUR);
      await server.app.backups.runDue();
    }
    expect(await s3.keys('nightly/site')).toEqual([
      'README.txt',
      'mhs-backup-20261129-010000Z.tar.gz',
      'mhs-backup-20261130-010000Z.tar.gz',
      'older/mhs-backup-20200101-000000Z.tar.gz',
    ]);
    const recorded = await runs(server.app);
    expect(recorded.map((r) => [Boolean(r.ok), r.location])).toEqual(
      ['27', '28', '29', '30'].map((d) => [true, `s3://mhs-backups/nightly/site/mhs-backup-202611${d}-010000Z.tar.gz`]),
    );
    status = (await admin.get(BACKUPS)).data as BackupStatus;
    expect(status.last!.where).toBe('s3://mhs-backups/nightly/site/mhs-backup-20261130-010000Z.tar.gz');
    // No key anywhere the office sees.
    expect(JSON.stringify(status)).not.toContain('S3RVER');
    expect(temporaries()).toEqual(before);
  });

  it('records a bucket that does not exist as a failed backup, e-mails the office and leaves no temporary file', async () => {
    const inbox = await SmtpInbox.start();
    cleanup.push(() => inbox.stop());
    const before = temporaries();
    const clock = new ManualClock(START);
    const { server, admin } = await startSignedInServer(
      {
        ...LONG_SESSIONS,
        ...backupEnv('nightly', 'no-such-bucket'),
        SMTP_URL: inbox.url(),
        NOTIFY_EMAIL_TO: 'office@lamsat.example',
      },
      { clock, ...NO_TIMER },
    );
    cleanup.push(() => server.close());
    await server.app.backups.runDue();

    const status = (await admin.get(BACKUPS)).data as BackupStatus;
    expect(status.last).toMatchObject({
      ok: false,
      bytes: null,
      where: 's3://no-such-bucket/nightly',
      reason: 'other',
    });
    expect(status.last!.error).toMatch(/NoSuchBucket|bucket does not exist/i);
    expect(status.last_success_at).toBeNull();
    expect(status.next_at).toBe(new Date(START + HOUR).toISOString());
    expect(temporaries()).toEqual(before);

    const [mail] = await inbox.until(1);
    expect(mail!.parsed.text).toContain('Where: s3://no-such-bucket/nightly');
    expect(mail!.raw).not.toContain('S3RVER');
    expect((await runs(server.app)).map((r) => [Boolean(r.ok), r.reason])).toEqual([[false, 'other']]);
  });

  it('npm run restore takes an s3:// address: downloaded, then restored as a file would be', async () => {
    const clock = new ManualClock(START);
    const source = await startTestServer(backupEnv('drill'), { clock, ...NO_TIMER });
    cleanup.push(() => source.close());
    await source.app.backups.runDue();
    const { location } = (await runs(source.app))[0]!;
    expect(location).toBe('s3://mhs-backups/drill/mhs-backup-20261127-010000Z.tar.gz');

    const work = mkdtempSync(path.join(tmpdir(), 'mhs-bucket-restore-'));
    cleanup.push(() => rmSync(work, { recursive: true, force: true }));
    const dataDir = path.join(work, 'data');
    let databaseUrl = `sqlite:${path.join(dataDir, 'app.sqlite')}`;
    // Into the engine the archive's server ran on (a SQLite backup refuses a PostgreSQL target).
    if (SERVERS_POSTGRES_URL) {
      const db = await createScratchDatabase(SERVERS_POSTGRES_URL, 'mhs_restore');
      cleanup.push(() => db.drop());
      databaseUrl = db.url;
    }
    const { BACKUP_DIR: _dir, ...aws } = backupEnv('drill');
    const restore = (address: string) =>
      promisify(execFile)(
        path.join(root, 'node_modules/.bin/tsx'),
        [
          '--tsconfig',
          'server/tsconfig.json',
          'server/src/cli/restore.ts',
          address,
          '--data-dir',
          dataDir,
          '--database',
          databaseUrl,
        ],
        { cwd: root, env: { ...process.env, DATA_DIR: '', DATABASE_URL: '', STORAGE_URL: '', ...aws } },
      ).then(
        ({ stdout }) => ({ code: 0, out: stdout }),
        (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, out: err.stdout + err.stderr }),
      );

    const missing = await restore('s3://mhs-backups/drill/mhs-backup-20200101-000000Z.tar.gz?forcePathStyle=true');
    expect(missing.code).toBe(1);
    expect(missing.out).toContain(
      'Restore refused, nothing was written: s3://mhs-backups/drill/mhs-backup-20200101-000000Z.tar.gz: the bucket holds no such archive',
    );

    const done = await restore(`${location}?forcePathStyle=true`);
    expect(done.out).toContain(`Downloaded ${location}`);
    expect(done.out).toContain('Restored the backup of');
    expect(done.code).toBe(0);
    expect(readdirSync(tmpdir()).filter((n) => n.startsWith('mhs-restore-download-'))).toEqual([]);
    // It ends with the lines for the settings file.
    expect(done.out).toMatch(/Start the server with these in .* \(the settings file every command reads\):/);
    expect(done.out).toContain(`  DATA_DIR=${dataDir}`);

    // The restored server serves the copied data.
    const restored = await startTestServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, { clock, ...NO_TIMER });
    cleanup.push(() => restored.close());
    const [{ n }] = (await restored.app.sequelize.query('SELECT COUNT(*) AS n FROM admins', {
      type: 'SELECT',
    } as never)) as unknown as [{ n: number | string }];
    expect(Number(n)).toBe(1);
  });

  it('npm run backup puts its archive where the automatic ones go: the bucket of BACKUP_DIR', async () => {
    const source = await startTestServer({}, NO_TIMER);
    cleanup.push(() => source.close());
    const work = mkdtempSync(path.join(tmpdir(), 'mhs-bucket-by-hand-'));
    cleanup.push(() => rmSync(work, { recursive: true, force: true }));
    // A temporary folder of its own, so what it leaves there is seen (other processes use the system's).
    const ownTmp = path.join(work, 'tmp');
    mkdirSync(ownTmp);
    const made = await runCommand('backup', [], {
      env: {
        DATA_DIR: source.dataDir,
        DATABASE_URL: source.app.config.databaseUrl,
        TMPDIR: ownTmp,
        ...backupEnv('by-hand'),
      },
    });
    expect(made.code, made.stderr).toBe(0);
    const address = /Backup written and verified: (s3:\/\/mhs-backups\/by-hand\/mhs-backup-\S+\.tar\.gz) \(/.exec(
      made.stdout,
    )?.[1];
    expect(address, made.stdout).toBeTruthy();
    expect(made.stdout).not.toContain(s3.env('x').AWS_SECRET_ACCESS_KEY!);
    // (tsx keeps its cache there too)
    expect(readdirSync(ownTmp).filter((n) => n.startsWith('mhs-'))).toEqual([]);

    // The bucket holds it, whole: every checksum holds when it is read back.
    const { BACKUP_DIR: _dir, ...aws } = backupEnv('by-hand');
    await downloadBackup(`${address}?forcePathStyle=true`, aws, path.join(work, 'copy.tar.gz'));
    const archive = await openArchive(path.join(work, 'copy.tar.gz'));
    await archive.dispose();
  });

  it('checks BACKUP_DIR=s3://… as STORAGE_URL is checked, and refuses any other URL', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ NODE_ENV: 'test', ...env });
        return [];
      } catch (err) {
        return (err as ConfigError).problems;
      }
    };
    expect(problems({ BACKUP_DIR: 'ftp://host/backups' })).toEqual([
      'BACKUP_DIR: must be a folder or an s3://bucket/prefix address',
    ]);
    expect(problems({ BACKUP_DIR: 's3://AK:secret-key@bucket/x' })).toEqual([
      'BACKUP_DIR: must not hold keys: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
    ]);
    expect(problems({ BACKUP_DIR: 's3://bucket?acl=public' })[0]).toMatch(/^BACKUP_DIR: unknown parameter acl/);
    expect(problems({ BACKUP_DIR: 's3://Not_A_Bucket/x' })[0]).toMatch(/^BACKUP_DIR: .* is not a bucket name/);
    // Said once, though both name a bucket.
    expect(
      problems({ BACKUP_DIR: 's3://backups/x', STORAGE_URL: 's3://media/y', AWS_SECRET_ACCESS_KEY: 'only-the-secret' }),
    ).toEqual(['AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY: set both or neither']);
    // Every backup copies the uploads' prefix: the archives may not go there.
    expect(problems({ BACKUP_DIR: 's3://media/site/', STORAGE_URL: 's3://media/site' })).toEqual([
      "BACKUP_DIR: must not be STORAGE_URL's own prefix (every backup would copy the older ones)",
    ]);
    expect(problems({ BACKUP_DIR: 's3://media/backups', STORAGE_URL: 's3://media/site' })).toEqual([]);

    const { backup } = loadConfig({
      NODE_ENV: 'test',
      BACKUP_DIR: 's3://backups.example/office/?endpoint=http://127.0.0.1:9000&forcePathStyle=true',
      AWS_ACCESS_KEY_ID: 'AK',
      AWS_SECRET_ACCESS_KEY: 'secret-key',
    });
    expect(backup).toMatchObject({
      where: 's3://backups.example/office',
      bucket: { bucket: 'backups.example', prefix: 'office', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true },
    });
  });
});
