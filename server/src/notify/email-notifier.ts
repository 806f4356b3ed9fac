import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Sequelize, Transaction } from 'sequelize';
import type { NotifyEmailConfig } from '../config';
import type { Models } from '../db/models';
import type { Clock } from '../clock';
import { composeContactEmail } from './contact-email';
import { EmailOutbox, type ClaimedEmail } from './email-outbox';
import { oneRunAtATime } from './one-run-at-a-time';
import { describeSmtpError, smtpTransport } from './smtp';

/** How soon a failed e-mail is tried again: `firstMs`, doubling after each failure, at most `maxMs`. */
export interface RetrySchedule {
  firstMs: number;
  maxMs: number;
}
/** 30 s, 1, 2, 4, 8 minutes, then every 15 minutes until the mail server takes it. */
export const DEFAULT_RETRY: RetrySchedule = { firstMs: 30_000, maxMs: 15 * 60_000 };

export function retryDelayMs(failedAttempts: number, { firstMs, maxMs }: RetrySchedule): number {
  return Math.min(firstMs * 2 ** Math.max(0, failedAttempts - 1), maxMs);
}

const BATCH = 10;
/**
 * A claimed row is this instance's for 10 minutes: longer than a batch can take with the
 * connection limits below (10 × 40 s), short enough that a crash delays its e-mails only that long.
 */
const LEASE_MS = 10 * 60_000;
/** Errors about one message; any other (connection, TLS, sign-in, recipients) ends the batch. */
const MESSAGE_ERRORS = new Set(['EMESSAGE', 'ESTREAM']);

export interface EmailNotifierOptions {
  /** The company's name as published now, the e-mail's sender name and footer. */
  senderName(): string;
  /** The settings in force now (email-settings-store.ts), null while e-mail is off. */
  settings(): NotifyEmailConfig | null;
  publicBaseUrl: string;
  sequelize: Sequelize;
  models: Models;
  clock: Clock;
  log: Logger;
  /** How often due rows are looked for (retries, and rows other instances wrote): 15 s. */
  pollMs: number;
  retry: RetrySchedule;
}

/**
 * Sends the office's e-mail about new messages from the outbox: at once after a message is stored,
 * and every `pollMs` for what is due again after a failure. Each row is claimed by one instance,
 * sent, then marked sent; a failure keeps it waiting with a growing delay, however long the mail
 * server is away. One run at a time per instance.
 */
export class EmailNotifier {
  private readonly outbox: EmailOutbox;
  /** The transport of the settings last sent with, made again when they change. */
  private transport: { smtpUrl: string; transporter: Transporter } | null = null;
  private readonly messageHost: string;
  private readonly timer: NodeJS.Timeout;
  private closed = false;

  constructor(private readonly options: EmailNotifierOptions) {
    this.outbox = new EmailOutbox(options.sequelize);
    this.messageHost = new URL(options.publicBaseUrl).hostname;
    this.timer = setInterval(() => void this.sendDue(), options.pollMs);
    this.timer.unref();
  }

  /**
   * For the public form's group insert: the messages' outbox rows, in their transaction; sent once it
   * commits. Nothing while e-mail is off.
   */
  async enqueue(contactIds: number[], transaction: Transaction): Promise<void> {
    if (contactIds.length === 0 || !this.options.settings()) return;
    await this.outbox.add(contactIds, new Date(this.options.clock.now()), transaction);
    transaction.afterCommit(() => void this.sendDue());
  }

  /** Sends what is due now; resolves with how many e-mails went. Never rejects (failures are logged). */
  sendDue(): Promise<number> {
    return this.runs.run();
  }
  private readonly runs = oneRunAtATime(() => this.sendBatches(), {
    failed: (err) => this.options.log.error({ err }, 'e-mail outbox failed'),
    closed: () => this.closed,
  });

  private transporter(smtpUrl: string): Transporter {
    if (this.transport?.smtpUrl !== smtpUrl) {
      this.transport?.transporter.close();
      this.transport = { smtpUrl, transporter: smtpTransport(smtpUrl) };
    }
    return this.transport.transporter;
  }

  private async sendBatches(): Promise<number> {
    let sent = 0;
    for (;;) {
      // Turned off meanwhile: what waits stays waiting until it is on again.
      if (!this.options.settings()) return sent;
      const claimed = await this.outbox.claim(new Date(this.options.clock.now()), LEASE_MS, BATCH);
      for (const [i, row] of claimed.entries()) {
        const failure = await this.sendOne(row);
        if (failure === null) {
          sent++;
          continue;
        }
        await this.recordFailure(row, failure.text);
        if (!failure.messageOnly) {
          // The server is unreachable or refuses us: the rest wait their turn instead of failing one by one.
          for (const rest of claimed.slice(i + 1)) await this.recordFailure(rest, failure.text);
          return sent;
        }
      }
      if (claimed.length < BATCH || this.closed) return sent;
    }
  }

  /** null when sent (or nothing to send); else why not. */
  private async sendOne(row: ClaimedEmail): Promise<{ text: string; messageOnly: boolean } | null> {
    const { models, publicBaseUrl, clock, log } = this.options;
    const config = this.options.settings();
    if (!config) return { text: 'e-mail is off', messageOnly: false };
    const contact = await models.Contact.findByPk(row.contactId);
    // Deleted, or moved to spam, before it was announced: nothing to tell the office.
    if (!contact || contact.spam) {
      await this.outbox.drop(row.id);
      return null;
    }
    const company = this.options.senderName();
    const email = composeContactEmail(contact, publicBaseUrl, company);
    try {
      await this.transporter(config.smtpUrl).sendMail({
        from: { name: company, address: config.from },
        to: config.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        // The same id on every attempt: should a crash between sending and marking send it twice,
        // mail programs show it once.
        messageId: `<contact-${contact.id}.${row.id}@${this.messageHost}>`,
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      return {
        text: describeSmtpError(error, config.smtpUrl),
        messageOnly: typeof code === 'string' && MESSAGE_ERRORS.has(code),
      };
    }
    await this.outbox.markSent(row.id, new Date(clock.now()));
    log.info({ contactId: contact.id, outboxId: row.id, attempts: row.attempts }, 'e-mail to the office sent');
    return null;
  }

  private async recordFailure(row: ClaimedEmail, error: string): Promise<void> {
    const now = this.options.clock.now();
    const delay = retryDelayMs(row.attempts, this.options.retry);
    await this.outbox.markFailed(row.id, new Date(now), new Date(now + delay), error);
    this.options.log.warn(
      { contactId: row.contactId, outboxId: row.id, attempts: row.attempts, retryInMs: delay, error },
      'e-mail to the office failed; will retry',
    );
  }

  /** Stops the timer and waits (at most 5 s) for a run in progress. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await Promise.race([this.runs.finishing(), new Promise((r) => setTimeout(r, 5_000).unref())]);
    this.transport?.transporter.close();
  }
}
