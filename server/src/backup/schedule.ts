import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import type { BackupFailureReason, BackupStatus } from '@shared/schemas/backups';
import type { Clock } from '../clock';
import type { BackupConfig } from '../config';
import { BACKUP_ARCHIVE, backupArchiveName, type BackupTarget } from './backup';
import { createBackupInChild } from './backup-in-child';
import { pruneBucketBackups, uploadBackup } from './bucket-backups';
import { BackupRuns, HEARTBEAT_MS, RETRY_MS } from './runs';

const PARTIAL = /^mhs-backup-\d{8}-\d{6}Z\.tar\.gz\.partial$/;

export interface FailureNotice {
  runId: number;
  startedAt: number;
  where: string;
  reason: BackupFailureReason;
  error: string;
  lastSuccessAt: string | null;
  retryMinutes: number;
}

export interface BackupSchedulerOptions {
  config: BackupConfig;
  target: BackupTarget;
  sequelize: Sequelize;
  clock: Clock;
  log: Logger;
  /** How often each instance asks whether a backup is due (60 s). */
  checkMs: number;
  /** Values that must never reach the database, a log or an e-mail (the database's password…). */
  secrets: string[];
  /** Tells the office of a failure (the office's e-mail); resolves true when it was sent. */
  notifyFailure(notice: FailureNotice): Promise<boolean>;
}

/**
 * The server's automatic backups: every `checkMs` each instance asks the database whether one is
 * due (a period after the last good one; an hour after a failure), and the one that claims it
 * (backup/runs.ts: a lock on PostgreSQL) makes it in a low-priority process of its own
 * (backup-in-child.ts) with createBackup — the same verified archive as npm run backup — into the
 * folder, then deletes the archives beyond the newest `keep`. With BACKUP_DIR=s3://bucket/prefix
 * the archive is made (and verified) in a temporary folder, uploaded to the bucket's prefix, and the
 * temporary copy removed; `keep` then applies to the prefix's archives. Each run is recorded with its
 * outcome; a failure is e-mailed to the office. Requests are never waited on: the copy is made on its
 * own connection and in files, by a process that gets the CPU only when they do not need it.
 */
export class BackupScheduler {
  private readonly runs: BackupRuns;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  /** The run in progress here: stopped by close(). */
  private current: { id: number; abort: AbortController } | null = null;
  private closed = false;

  constructor(private readonly options: BackupSchedulerOptions) {
    this.runs = new BackupRuns(options.sequelize, Math.max(1, options.config.everyHours) * 3_600_000);
  }

  get enabled(): boolean {
    return this.options.config.where !== null;
  }

  private get periodMs() {
    return this.options.config.everyHours * 3_600_000;
  }

  /** Checks now (without waiting for it), then every `checkMs`; the timer keeps no process alive. */
  start(): void {
    if (!this.enabled || this.timer) return;
    void this.runDue();
    this.timer = setInterval(() => void this.runDue(), this.options.checkMs);
    this.timer.unref();
  }

  /** Makes the backup if it is due and this instance claims it; resolves when done. Never rejects. */
  runDue(): Promise<void> {
    if (this.closed || !this.enabled) return Promise.resolve();
    this.running ??= this.check()
      .catch((err: unknown) => this.options.log.error({ err: this.clean(err) }, 'automatic backup check failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async check(): Promise<void> {
    const { clock, config } = this.options;
    const where = config.where!;
    const now = clock.now();
    // A read first: only when one is due does an instance take the lock.
    if ((await this.runs.dueAt(now)) > now) return;
    const id = await this.runs.claim(now, where);
    if (id === null || this.closed) {
      if (id !== null) await this.runs.finishFailed(id, clock.now(), 'the server stopped before it began', 'stopped');
      return;
    }
    await this.makeBackup(id, now, where);
  }

  private async makeBackup(id: number, startedAt: number, where: string): Promise<void> {
    const { clock, log, target } = this.options;
    const abort = new AbortController();
    this.current = { id, abort };
    const heartbeat = setInterval(() => {
      this.runs.beat(id, clock.now()).catch((err: unknown) => log.warn({ err: this.clean(err) }, 'backup heartbeat'));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    const began = Date.now();
    log.info({ where }, 'automatic backup started');
    const bucket = this.options.config.bucket;
    // For a bucket: made here first, uploaded, then removed (whatever happened).
    let temporary: string | null = null;
    try {
      const name = backupArchiveName(new Date(startedAt));
      if (bucket) temporary = await mkdtemp(path.join(tmpdir(), 'mhs-backup-upload-'));
      const result = await createBackupInChild(target, path.join(temporary ?? where, name), abort.signal);
      let file = result.file;
      if (bucket) {
        abort.signal.throwIfAborted();
        file = await uploadBackup(bucket, result.file, name, abort.signal);
      }
      await this.runs.finishOk(id, clock.now(), file, result.bytes);
      const { bytes, priority } = result;
      log.info({ file, bytes, ms: Date.now() - began, priority }, 'automatic backup made and verified');
      await this.prune(where);
    } catch (err) {
      const stopped = abort.signal.aborted;
      const reason: BackupFailureReason = stopped ? 'stopped' : failureReason(err);
      const error = stopped ? 'the server stopped during the backup' : this.describe(err);
      await this.runs.finishFailed(id, clock.now(), error, reason);
      log.error({ where, reason, error }, 'automatic backup failed');
      if (!stopped) await this.tellOffice(id, startedAt, where, reason, error);
    } finally {
      if (temporary) {
        await rm(temporary, { recursive: true, force: true }).catch((err: unknown) =>
          log.error({ err: this.clean(err) }, 'removing the temporary backup failed'),
        );
      }
      clearInterval(heartbeat);
      this.current = null;
    }
  }

  /**
   * Keeps the newest `keep` archives of the folder (leftovers of a run that was cut off go too), or of
   * the bucket's prefix.
   */
  private async prune(where: string): Promise<void> {
    const { keep, bucket } = this.options.config;
    try {
      if (bucket) {
        const deleted = await pruneBucketBackups(bucket, keep);
        if (deleted.length) this.options.log.info({ deleted, keep }, 'old backups deleted');
        return;
      }
      const names = await readdir(where);
      const archives = names.filter((n) => BACKUP_ARCHIVE.test(n)).sort();
      const old = [...archives.slice(0, Math.max(0, archives.length - keep)), ...names.filter((n) => PARTIAL.test(n))];
      for (const name of old) await rm(path.join(where, name), { force: true });
      if (old.length) this.options.log.info({ deleted: old, keep }, 'old backups deleted');
    } catch (err) {
      this.options.log.error({ err: this.clean(err) }, 'deleting old backups failed');
    }
  }

  private async tellOffice(
    runId: number,
    startedAt: number,
    where: string,
    reason: BackupFailureReason,
    error: string,
  ): Promise<void> {
    const { clock, log } = this.options;
    try {
      if (!(await this.runs.shouldEmail(clock.now()))) return;
      const { lastSuccessAt } = await this.runs.latest(clock.now());
      const retryMinutes = Math.round(Math.min(RETRY_MS, this.periodMs) / 60_000);
      const sent = await this.options.notifyFailure({
        runId,
        startedAt,
        where,
        reason,
        error,
        lastSuccessAt,
        retryMinutes,
      });
      if (sent) await this.runs.markEmailed(runId, clock.now());
    } catch (err) {
      log.error({ err: this.clean(err) }, 'telling the office of the failed backup failed');
    }
  }

  /** What the settings screen shows (backups.php). */
  async status(): Promise<BackupStatus> {
    const { config, clock } = this.options;
    const now = clock.now();
    const { last, lastSuccessAt, running } = await this.runs.latest(now);
    const nextAt = this.enabled ? new Date(Math.max(now, await this.runs.dueAt(now))).toISOString() : null;
    return {
      enabled: this.enabled,
      every_hours: config.everyHours,
      keep: config.keep,
      where: config.where,
      last,
      last_success_at: lastSuccessAt,
      running,
      next_at: nextAt,
    };
  }

  /**
   * Stops the schedule; a backup in progress is stopped at its next step (it leaves no archive) and
   * recorded as stopped. Waits for it at most 5 s: the process's own stop has a 10 s limit.
   */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.current?.abort.abort();
    const running = this.running;
    if (!running) return;
    const finished = await Promise.race([
      running.then(() => true),
      new Promise<false>((r) => setTimeout(() => r(false), 5_000).unref()),
    ]);
    const current = this.current;
    if (!finished && current) {
      // Still copying: record it as stopped now (the database closes next).
      await this.runs
        .finishFailed(current.id, this.options.clock.now(), 'the server stopped during the backup', 'stopped')
        .catch(() => {});
    }
  }

  /** An error as stored and shown: its code and message, with every secret taken out. */
  private describe(err: unknown): string {
    const { code, message } = err as { code?: unknown; message?: unknown };
    const text = [typeof code === 'string' && !String(message).includes(code) ? code : '', String(message ?? err)]
      .filter(Boolean)
      .join(': ');
    return this.scrub(text).slice(0, 1000);
  }

  private scrub(text: string): string {
    let out = text;
    for (const secret of this.options.secrets.filter((s) => s.length >= 3).sort((a, b) => b.length - a.length)) {
      out = out.split(secret).join('***');
    }
    return out;
  }

  /** An error for the log, its message cleaned. */
  private clean(err: unknown): { message: string; code?: unknown } {
    return { message: this.describe(err), code: (err as { code?: unknown }).code };
  }
}

/** What kind of failure, from the system's error code. */
export function failureReason(err: unknown): BackupFailureReason {
  const code = (err as { code?: unknown }).code;
  switch (code) {
    case 'ENOTDIR':
    case 'EEXIST':
    case 'EISDIR':
      return 'not_a_folder';
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return 'no_permission';
    case 'ENOSPC':
    case 'EDQUOT':
      return 'disk_full';
    default:
      return 'other';
  }
}

/** The database's password (from a postgres:// URL) and the session secret: never written anywhere. */
export function backupSecrets(databaseUrl: string, sessionSecret: string): string[] {
  const secrets = [sessionSecret];
  if (/^postgres(ql)?:\/\//.test(databaseUrl) && URL.canParse(databaseUrl)) {
    const password = new URL(databaseUrl).password;
    if (password) secrets.push(password, decodeURIComponent(password));
    secrets.push(databaseUrl);
  }
  return secrets;
}
