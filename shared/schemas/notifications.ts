/**
 * GET /backend/admin/notifications.php: how the office is told of new messages. Never carries a
 * secret: the SMTP account stays on the server, and errors are stored without it.
 */
export interface NotificationStatus {
  email: {
    /** SMTP_URL and NOTIFY_EMAIL_TO are set. */
    configured: boolean;
    /** How many addresses receive the e-mail. */
    recipients: number;
    lastSentAt: string | null;
    /** E-mails not sent yet (new ones and ones waiting for another attempt). */
    waiting: number;
    /** Of those, how many failed at least once. */
    failing: number;
    /** Why the latest failed attempt failed ('' when nothing is failing). */
    lastError: string;
    lastFailedAt: string | null;
  };
}
