import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Models } from '../db/models';
import { EmailNotifier, type RetrySchedule } from '../notify/email-notifier';
import { EmailSettingsStore } from '../notify/email-settings-store';
import type { SitePublisher } from '../publishing/site-publisher';

export interface OfficeEmailParts {
  config: Config;
  sequelize: Sequelize;
  models: Models;
  clock: Clock;
  log: Logger;
  /** Encrypts the SMTP password an owner saves (notify/email-settings-store.ts). */
  sessionSecret: string;
  /** The company's published name signs the e-mail. */
  publisher: SitePublisher;
  pollMs: number;
  retry: RetrySchedule;
}

/**
 * The office's e-mail about new messages: its settings, read now (the server's variables, else what
 * an owner set in the settings screen), and the outbox's sender.
 */
export async function officeEmail({
  config,
  sequelize,
  models,
  clock,
  log,
  sessionSecret,
  publisher,
  pollMs,
  retry,
}: OfficeEmailParts): Promise<{ emailSettings: EmailSettingsStore; emailNotifier: EmailNotifier }> {
  const emailSettings = new EmailSettingsStore(sequelize, config.notifyEmail, sessionSecret);
  await emailSettings.load();
  const emailNotifier = new EmailNotifier({
    // The office's e-mail is signed with the company's published name.
    senderName: () => publisher.content().company.shortName.ar,
    settings: () => emailSettings.current(),
    publicBaseUrl: config.publicBaseUrl,
    sequelize,
    models,
    clock,
    log,
    pollMs,
    retry,
  });
  return { emailSettings, emailNotifier };
}

/** Says at start whether the office gets e-mail, to how many, and whose settings those are. */
export function logOfficeEmail(emailSettings: EmailSettingsStore, log: Logger): void {
  const emailOn = emailSettings.current();
  log.info(
    { recipients: emailOn?.to.length ?? 0, source: emailSettings.view().source },
    `e-mail to the office ${emailOn ? 'on' : 'off'}`,
  );
}
