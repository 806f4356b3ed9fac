import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Sequelize, Transaction } from 'sequelize';
import type { Language } from '@shared/constants';
import { internationalDigits } from '@shared/phone';
import type { Clock } from '../clock';
import type { NotifyEmailConfig, WhatsAppConfig } from '../config';
import { officeToday } from '../db/time';
import { composeCustomerEmail } from '../notify/customer-email';
import { customerAddress, customerDay, customerWindow, serviceWord, type NoticeKind } from '../notify/customer-text';
import { retryDelayMs, type RetrySchedule } from '../notify/email-notifier';
import { oneRunAtATime } from '../notify/one-run-at-a-time';
import { describeSmtpError, smtpTransport } from '../notify/smtp';
import { sendWhatsAppTemplate } from '../notify/whatsapp';
import { findBooking, type BookingRow } from './booking-record';
import {
  CustomerNotices,
  noticeContent,
  WHATSAPP_KINDS,
  type ClaimedNotice,
  type NoticeChannel,
  type NoticeQueue,
} from './customer-notices';

const BATCH = 10;
/** A claimed notice is this instance's for 10 minutes, as the office's e-mail (notify/email-notifier.ts). */
const LEASE_MS = 10 * 60_000;

export interface CustomerNotifierOptions {
  sequelize: Sequelize;
  clock: Clock;
  log: Logger;
  publicBaseUrl: string;
  /** The e-mail settings in force now (the office's: notify/email-settings-store.ts), null while off. */
  emailSettings(): NotifyEmailConfig | null;
  /** The company's published name in a language: the e-mail's sender and signature. */
  companyName(lang: Language): string;
  whatsapp: WhatsAppConfig | null;
  /** How often due notices are looked for (retries, and notices other instances queued). */
  pollMs: number;
  retry: RetrySchedule;
}

/**
 * Tells the customers of bookings where they stand: an e-mail for each change when they gave an
 * address and e-mail is set up, and the WhatsApp confirmation and reminder when the owner set up
 * the Business API. Notices are queued in their change's transaction and sent after it commits,
 * then every `pollMs` what is due again after a failure (30 s, doubling, at most 15 minutes).
 */
export class CustomerNotifier implements NoticeQueue {
  private readonly notices: CustomerNotices;
  private transport: { smtpUrl: string; transporter: Transporter } | null = null;
  private readonly messageHost: string;
  private readonly timer: NodeJS.Timeout;
  private closed = false;
  private readonly runs = oneRunAtATime(() => this.sendBatches(), {
    failed: (err) => this.options.log.error({ err }, 'customer notices failed'),
    closed: () => this.closed,
  });

  constructor(private readonly options: CustomerNotifierOptions) {
    this.notices = new CustomerNotices(options.sequelize);
    this.messageHost = new URL(options.publicBaseUrl).hostname;
    this.timer = setInterval(() => void this.sendDue(), options.pollMs);
    this.timer.unref();
  }

  /** The channels a notice of this kind goes by for this booking now. */
  channelsFor(booking: { email: string }, kind: NoticeKind): NoticeChannel[] {
    return [
      ...(booking.email && this.options.emailSettings() ? (['email'] as const) : []),
      ...(this.options.whatsapp && WHATSAPP_KINDS.includes(kind) ? (['whatsapp'] as const) : []),
    ];
  }

  tells(kind: NoticeKind): boolean {
    return this.channelsFor({ email: 'any' }, kind).length > 0;
  }

  async enqueue(booking: { id: number | string; email: string }, kind: NoticeKind, transaction: Transaction) {
    const channels = this.channelsFor(booking, kind);
    if (channels.length === 0) return;
    await this.notices.add(Number(booking.id), kind, channels, new Date(this.options.clock.now()), transaction);
    transaction.afterCommit(() => void this.sendDue());
  }

  /** Sends what is due now; resolves with how many notices went. Never rejects (failures are logged). */
  sendDue(): Promise<number> {
    return this.runs.run();
  }

  /** WhatsApp's status of a message it was given (the webhook). */
  recordDelivery(providerId: string, status: string): Promise<void> {
    return this.notices.recordDelivery(providerId, status);
  }

  private async sendBatches(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await this.notices.claim(new Date(this.options.clock.now()), LEASE_MS, BATCH);
      for (const row of claimed) {
        const failure = await this.sendOne(row);
        if (failure === null) sent++;
        else await this.recordFailure(row, failure);
      }
      if (claimed.length < BATCH || this.closed) return sent;
    }
  }

  /** null when sent (or nothing is left to tell); else why not. */
  private async sendOne(row: ClaimedNotice): Promise<string | null> {
    const { sequelize, clock, publicBaseUrl, log } = this.options;
    const booking = await findBooking(sequelize, { id: row.bookingId });
    if (!booking || this.stale(booking, row.kind)) {
      await this.notices.drop(row.id);
      return null;
    }
    const content = noticeContent(booking, row.kind, publicBaseUrl);
    let providerId = '';
    try {
      if (row.channel === 'email') {
        const config = this.options.emailSettings();
        if (!config) return 'e-mail is off';
        const company = this.options.companyName(booking.lang);
        const email = composeCustomerEmail(content, company);
        await this.transporter(config.smtpUrl).sendMail({
          from: { name: company, address: config.from },
          to: booking.email,
          subject: email.subject,
          text: email.text,
          html: email.html,
          // The same id on every attempt: a crash between sending and marking shows it once.
          messageId: `<booking-${booking.id}.notice-${row.id}@${this.messageHost}>`,
          headers: { 'Auto-Submitted': 'auto-generated' },
        });
      } else {
        const config = this.options.whatsapp;
        if (!config) return 'WhatsApp is off';
        providerId = await sendWhatsAppTemplate(config, {
          to: internationalDigits(booking.phone),
          template: row.kind === 'reminder' ? config.templates.reminder : config.templates.confirmed,
          lang: booking.lang,
          // The templates' {{1}}…{{6}}: name, service, day, window, address, the private page.
          parameters: [
            content.name,
            serviceWord(content),
            customerDay(content.date, content.lang),
            customerWindow(content),
            customerAddress(content, content.lang),
            content.link,
          ],
        });
      }
    } catch (error) {
      const smtpUrl = this.options.emailSettings()?.smtpUrl;
      return row.channel === 'email' && smtpUrl ? describeSmtpError(error, smtpUrl) : (error as Error).message;
    }
    await this.notices.markSent(row.id, new Date(clock.now()), providerId);
    log.info({ bookingId: booking.id, noticeId: row.id, channel: row.channel, kind: row.kind }, 'customer told');
    return null;
  }

  /** A reminder of a booking no longer confirmed, or any notice of a day gone by, tells nothing. */
  private stale(booking: BookingRow, kind: NoticeKind): boolean {
    const today = officeToday(new Date(this.options.clock.now()));
    const visitCancelled = booking.visit_status === 'cancelled';
    if (kind === 'reminder' && (booking.status !== 'confirmed' || visitCancelled)) return true;
    return booking.date < today && (booking.proposed_date ?? '') < today;
  }

  private transporter(smtpUrl: string): Transporter {
    if (this.transport?.smtpUrl !== smtpUrl) {
      this.transport?.transporter.close();
      this.transport = { smtpUrl, transporter: smtpTransport(smtpUrl) };
    }
    return this.transport.transporter;
  }

  private async recordFailure(row: ClaimedNotice, error: string): Promise<void> {
    const now = this.options.clock.now();
    const delay = retryDelayMs(row.attempts, this.options.retry);
    await this.notices.markFailed(row.id, new Date(now), new Date(now + delay), error);
    this.options.log.warn(
      {
        bookingId: row.bookingId,
        noticeId: row.id,
        channel: row.channel,
        attempts: row.attempts,
        retryInMs: delay,
        error,
      },
      'customer notice failed; will retry',
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
