import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { constants, getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { BackupStatus } from '@shared/schemas/backups';
import { createApp, type App } from '../src/app';
import { openArchive } from '../src/backup/archive';
import { restoreBackup } from '../src/backup/restore';
import { loadConfig } from '../src/config';
import { ManualClock } from './clock';
import { ADMIN, Client, SERVERS_POSTGRES_URL, startSignedInServer, startTestServer, type TestServer } from './harness';
import { SmtpInbox } from './smtp-inbox';
import { addColleague, adminClient, colleagueReady } from './staff-support';
import { createScratchDatabase, TEST_DATABASE_URL } from '../../tests/support/scratch-postgres';

// Real backups (a database copy, a tar.gz read back) several times per test, on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const HOUR = 3_600_000;
const START = Date.parse('2026-11-27T01:00:00Z');
const BACKUPS = '/backend/admin/backups.php';
// The manual clock jumps days ahead: sessions must outlive that.
const LONG_SESSIONS = { SESSION_IDLE_MINUTES: '10000000', SESSION_MAX_HOURS: '1000000' };
// The schedule's own timer never fires during a test: the test asks for each check (runDue).
const NO_TIMER = { backupCheckMs: 24 * HOUR };

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});
afterAll(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const archives = (dir: string) =>
  readdirSync(dir)
    .filter((n) => n.endsWith('.tar.gz'))
    .sort();

async function runs(app: App) {
  return app.sequelize.query<{ ok: unknown; reason: string; location: string; emailed_at: unknown }>(
    'SELECT ok, reason, location, emailed_at FROM backup_runs ORDER BY id',
    { type: 'SELECT' } as never,
  ) as unknown as Promise<{ ok: unknown; reason: string; location: string; emailed_at: unknown }[]>;
}

describe('automatic backups', () => {
  it('makes a backup when one is due, records it, keeps only BACKUP_KEEP archives and says so in backups.php', async () => {
    const dir = tempDir('mhs-auto-backups-');
    const clock = new ManualClock(START);
    const { server, admin } = await startSignedInServer(
      { ...LONG_SESSIONS, BACKUP_DIR: dir, BACKUP_EVERY_HOURS: '24', BACKUP_KEEP: '2' },
      { clock, ...NO_TIMER },
    );
    cleanup.push(() => server.close());

    // None yet: the server makes the first at start, in the background.
    await server.app.backups.runDue();
    let status = (await admin.get(BACKUPS)).data as BackupStatus;
    expect(status).toEqual({
      enabled: true,
      every_hours: 24,
      keep: 2,
      where: dir,
      last: {
        started_at: new Date(START).toISOString(),
        finished_at: new Date(START).toISOString(),
        ok: true,
        bytes: expect.any(Number),
        where: path.join(dir, 'mhs-backup-20261127-010000Z.tar.gz'),
        error: '',
        reason: null,
      },
      last_success_at: new Date(START).toISOString(),
      running: false,
      next_at: new Date(START + 24 * HOUR).toISOString(),
    });
    expect(status.last!.bytes).toBeGreaterThan(1000);
    expect(archives(dir)).toEqual(['mhs-backup-20261127-010000Z.tar.gz']);
    // The same verified archive as npm run backup: it opens, every checksum right.
    const archive = await openArchive(status.last!.where);
    expect(archive.manifest.row_counts.admins).toBe(1);
    await archive.dispose();

    // Not due again within the period, however often it is asked.
    clock.advance(23 * HOUR);
    await server.app.backups.runDue();
    await server.app.backups.runDue();
    expect(await runs(server.app)).toHaveLength(1);

    // Each period one more; the oldest beyond the newest two are deleted after a good one.
    for (let day = 1; day <= 3; day++) {
      clock.advance(day === 1 ? HOUR : 24 * HOUR);
      await server.app.backups.runDue();
    }
    expect(archives(dir)).toEqual(['mhs-backup-20261129-010000Z.tar.gz', 'mhs-backup-20261130-010000Z.tar.gz']);
    const recorded = await runs(server.app);
    expect(recorded.map((r) => Boolean(r.ok))).toEqual([true, true, true, true]);
    status = (await admin.get(BACKUPS)).data as BackupStatus;
    expect(status.last!.where).toBe(path.join(dir, 'mhs-backup-20261130-010000Z.tar.gz'));
    expect(status.next_at).toBe(new Date(START + 4 * 24 * HOUR).toISOString());

    // Every instance reads the record: after a restart the same answer, and nothing is due.
    await server.restart();
    await server.app.backups.runDue();
    expect(await runs(server.app)).toHaveLength(4);
    const again = await adminClient(server.url);
    expect(((await again.get(BACKUPS)).data as BackupStatus).last).toEqual(status.last);
  });

  it('makes it in a process of its own at the lowest CPU priority, the server keeping its own', async () => {
    const dir = tempDir('mhs-auto-backups-');
    const lines: { msg: string; pid: number; priority?: number }[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const server = await startTestServer({ BACKUP_DIR: dir, BACKUP_EVERY_HOURS: '24' }, NO_TIMER, log);
    cleanup.push(() => server.close());

    await server.app.backups.runDue();
    const made = lines.find((line) => line.msg === 'automatic backup made and verified');
    // Visitors first: the backup gives the CPU away (niceness 19); the server answering them does not.
    expect(made?.priority).toBe(constants.priority.PRIORITY_LOW);
    expect(getPriority()).toBe(constants.priority.PRIORITY_NORMAL);
    expect(archives(dir)).toHaveLength(1);
  });

  it('records a failed backup with its reason, e-mails the office once per period and tries again within the hour', async () => {
    const inbox = await SmtpInbox.start({ user: 'office@lamsat.example', pass: 'smtp secret 8812' });
    cleanup.push(() => inbox.stop());
    const parent = tempDir('mhs-auto-backups-');
    // BACKUP_DIR names a file, not a folder.
    const where = path.join(parent, 'backups');
    writeFileSync(where, 'not a folder');
    const secret = 'a session secret of more than thirty-two characters 5531';
    const clock = new ManualClock(START);
    const { server, admin } = await startSignedInServer(
      {
        ...LONG_SESSIONS,
        BACKUP_DIR: where,
        SMTP_URL: inbox.url(),
        NOTIFY_EMAIL_TO: 'office@lamsat.example',
        SESSION_SECRET: secret,
      },
      { clock, ...NO_TIMER },
    );
    cleanup.push(() => server.close());
    await server.app.backups.runDue();

    const status = (await admin.get(BACKUPS)).data as BackupStatus;
    expect(status.last).toMatchObject({ ok: false, bytes: null, where, reason: 'not_a_folder' });
    expect(status.last!.error).toMatch(/EEXIST|ENOTDIR/);
    expect(status.last_success_at).toBeNull();
    // Again in an hour, not in a day.
    expect(status.next_at).toBe(new Date(START + HOUR).toISOString());

    const [mail] = await inbox.until(1);
    expect(mail!.to).toEqual(['office@lamsat.example']);
    const { subject, text, html } = mail!.parsed;
    expect(subject).toContain('تعذّر النسخ الاحتياطي التلقائي');
    expect(subject).toContain('The automatic backup failed');
    for (const line of [
      `المكان: ${where}`,
      'السبب: مكان النسخ الاحتياطي (BACKUP_DIR) ليس مجلدًا: يجب أن يشير إلى مجلد.',
      'الوقت: 2026-11-27 04:00 بتوقيت السعودية',
      `Where: ${where}`,
      'Reason: The backup place (BACKUP_DIR) is not a folder: it must name a folder.',
      'Last good backup: none yet',
      `${BASE_LINK(server)}`,
    ]) {
      expect(text).toContain(line);
    }
    expect(html).toContain('<div lang="ar" dir="rtl"');
    expect(html).toContain('<div lang="en" dir="ltr"');
    // No secret in the e-mail.
    for (const s of ['smtp secret 8812', secret]) expect(mail!.raw).not.toContain(s);
    expect((await runs(server.app))[0]!.emailed_at).not.toBeNull();

    // Still failing an hour later: tried again, recorded, but no second e-mail within the day.
    clock.advance(HOUR);
    await server.app.backups.runDue();
    let recorded = await runs(server.app);
    expect(recorded.map((r) => [Boolean(r.ok), r.reason, r.emailed_at !== null])).toEqual([
      [false, 'not_a_folder', true],
      [false, 'not_a_folder', false],
    ]);
    // A day after the first e-mail, another.
    clock.advance(24 * HOUR);
    await server.app.backups.runDue();
    await inbox.until(2);
    expect((await runs(server.app)).at(-1)!.emailed_at).not.toBeNull();

    // Fixed: the next attempt makes the backup, and the screen shows it good.
    rmSync(where);
    mkdirSync(where);
    clock.advance(HOUR);
    await server.app.backups.runDue();
    recorded = await runs(server.app);
    expect(recorded.map((r) => Boolean(r.ok))).toEqual([false, false, false, true]);
    const fixed = (await admin.get(BACKUPS)).data as BackupStatus;
    expect(fixed.last).toMatchObject({ ok: true, reason: null, error: '' });
    expect(archives(where)).toHaveLength(1);
    expect(inbox.received).toHaveLength(2);
  });

  it('records a backup the stopping server cut short as stopped, leaves no archive, and makes one at the next start', async () => {
    const dir = tempDir('mhs-auto-backups-');
    const clock = new ManualClock(START);
    const server = await startTestServer({ BACKUP_DIR: dir }, { clock, ...NO_TIMER });
    cleanup.push(() => server.close());
    await server.app.backups.runDue();
    clock.advance(24 * HOUR);
    // Due, started, and the server stops at once.
    void server.app.backups.runDue();
    await server.restart();
    await server.app.backups.runDue();
    const recorded = await runs(server.app);
    expect(recorded.map((r) => [Boolean(r.ok), r.reason])).toEqual([
      [true, ''],
      [false, 'stopped'],
      [true, ''],
    ]);
    expect(archives(dir)).toHaveLength(2);
    expect(readdirSync(dir).filter((n) => n.endsWith('.partial'))).toEqual([]);
  });

  it('makes an archive that restores; the restored server is not held back by the run the archive holds', async () => {
    const dir = tempDir('mhs-auto-backups-');
    const clock = new ManualClock(START);
    const source = await startTestServer({ BACKUP_DIR: dir }, { clock, ...NO_TIMER });
    cleanup.push(() => source.close());
    await source.app.backups.runDue();
    const [archive] = archives(dir);

    const dataDir = path.join(tempDir('mhs-auto-restore-'), 'data');
    let databaseUrl = `sqlite:${path.join(dataDir, 'app.sqlite')}`;
    // Into the engine the archive's server ran on (a SQLite backup refuses a PostgreSQL target).
    if (SERVERS_POSTGRES_URL) {
      const db = await createScratchDatabase(SERVERS_POSTGRES_URL, 'mhs_restore');
      cleanup.push(() => db.drop());
      databaseUrl = db.url;
    }
    await restoreBackup(path.join(dir, archive!), { dataDir, uploadsDir: path.join(dataDir, 'uploads'), databaseUrl });

    // The archive holds its own run as running (it was copied during it): once that has given no
    // sign of life for five minutes it is recorded as stopped, and the restored server makes its own.
    clock.advance(10 * 60_000);
    const restoredDir = tempDir('mhs-auto-backups-');
    const restored = await startTestServer(
      { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, BACKUP_DIR: restoredDir },
      { clock, ...NO_TIMER },
    );
    cleanup.push(() => restored.close());
    await restored.app.backups.runDue();
    expect((await runs(restored.app)).map((r) => [Boolean(r.ok), r.reason])).toEqual([
      [false, 'stopped'],
      [true, ''],
    ]);
    expect(archives(restoredDir)).toHaveLength(1);
  });

  it('is off in tests unless asked, and backups.php says so', async () => {
    const { server, admin } = await startSignedInServer();
    cleanup.push(() => server.close());
    expect((await admin.get(BACKUPS)).data).toEqual({
      enabled: false,
      every_hours: 24,
      keep: 14,
      where: null,
      last: null,
      last_success_at: null,
      running: false,
      next_at: null,
    });
    expect(readdirSync(server.dataDir)).not.toContain('backups');
  });

  it('answers owners only: managers and agents are refused in their language', async () => {
    const { server, admin } = await startSignedInServer();
    cleanup.push(() => server.close());
    expect((await admin.get(BACKUPS)).status).toBe(200);
    for (const role of ['manager', 'agent'] as const) {
      const added = await addColleague(admin, role === 'manager' ? 'منيرة' : 'عادل', undefined, role);
      const client = await colleagueReady(server.url, added.email);
      const ar = await client.get(BACKUPS, { 'Accept-Language': 'ar' });
      expect([ar.status, ar.data.error]).toEqual([403, 'دورك لا يسمح بهذا الإجراء']);
      const en = await client.get(BACKUPS, { 'Accept-Language': 'en' });
      expect([en.status, en.data.error]).toEqual([403, 'Your role does not allow this']);
    }
    expect((await new Client(server.url).get(BACKUPS)).status).toBe(401);
  });

  // Several instances share one database only on PostgreSQL: on SQLite the server is one process
  // per file (db/connect.ts), so there is nothing to share there.
  it.skipIf(!TEST_DATABASE_URL)(
    'makes one backup per period with two instances on one PostgreSQL, not one per instance',
    async () => {
      const db = await createScratchDatabase(TEST_DATABASE_URL!);
      cleanup.push(() => db.drop());
      const dataDir = tempDir('mhs-two-instances-');
      const dir = path.join(dataDir, 'shared-backups');
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: db.url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: 'false',
        SITE_DIR: path.join(dataDir, 'no-site'),
        ADMIN_DIR: path.join(dataDir, 'no-admin'),
        BACKUP_DIR: dir,
      });
      const clock = new ManualClock(START);
      const log = pino({ level: 'silent' });
      const apps = await Promise.all([0, 1].map(() => createApp(config, log, { clock, ...NO_TIMER })));
      cleanup.push(async () => {
        for (const app of apps) await app.close();
      });
      for (let period = 0; period < 3; period++) {
        if (period > 0) clock.advance(24 * HOUR);
        // Both ask at once, several times.
        await Promise.all([...apps, ...apps].map((app) => app.backups.runDue()));
        expect((await runs(apps[0]!)).length, `period ${period}`).toBe(period + 1);
      }
      expect((await runs(apps[1]!)).map((r) => Boolean(r.ok))).toEqual([true, true, true]);
      expect(archives(dir)).toHaveLength(3);
      const [a, b] = await Promise.all(apps.map((app) => app.backups.status()));
      expect(a).toEqual(b);
    },
  );
});

const BASE_LINK = (server: TestServer) => `${server.app.config.publicBaseUrl}/admin/settings`;
