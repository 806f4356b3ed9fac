import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { BackupScheduler, backupSecrets } from '../backup/schedule';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { sendBackupFailureEmail } from '../notify/backup-email';
import type { EmailSettingsStore } from '../notify/email-settings-store';
import type { SitePublisher } from '../publishing/site-publisher';

export interface BackupParts {
  config: Config;
  sequelize: Sequelize;
  clock: Clock;
  log: Logger;
  /** Never written to the database, a log or an e-mail by a backup (backup/schedule.ts). */
  sessionSecret: string;
  emailSettings: EmailSettingsStore;
  publisher: SitePublisher;
  checkMs: number;
}

/** The automatic backups, not started yet; a failure is e-mailed to the office, in both languages. */
export function automaticBackups({
  config,
  sequelize,
  clock,
  log,
  sessionSecret,
  emailSettings,
  publisher,
  checkMs,
}: BackupParts): BackupScheduler {
  return new BackupScheduler({
    config: config.backup,
    target: config,
    sequelize,
    clock,
    log,
    checkMs,
    secrets: backupSecrets(config.databaseUrl, sessionSecret),
    notifyFailure: (failure) =>
      sendBackupFailureEmail(failure, {
        settings: emailSettings.current(),
        company: publisher.content().company.shortName.ar,
        publicBaseUrl: config.publicBaseUrl,
        log,
      }),
  });
}

/** Starts the schedule (a first check at once) and says where the backups go, or that they are off. */
export function startBackups(backups: BackupScheduler, config: Config, log: Logger): void {
  backups.start();
  log.info(
    config.backup.where
      ? { where: config.backup.where, everyHours: config.backup.everyHours, keep: config.backup.keep }
      : {},
    `automatic backups ${config.backup.where ? 'on' : 'off'}`,
  );
}
