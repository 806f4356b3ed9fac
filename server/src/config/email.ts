import { z } from 'zod';
import type { Env } from './env-schema';

export interface NotifyEmailConfig {
  /** smtp:// or smtps:// with the account in it: a secret, never logged, stored or shown. */
  smtpUrl: string;
  to: string[];
  from: string;
}

/** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 (TLS from the start). */
export function isSmtpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  try {
    decodeURIComponent(url.username);
    decodeURIComponent(url.password);
  } catch {
    return false; // a broken %-escape in the account
  }
  return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
}

const emailAddress = z.email();
/** "a@x.sa, b@x.sa" → ["a@x.sa", "b@x.sa"]; every entry must be an address. */
export const emailList = z
  .string()
  .transform((v) => v.split(',').map((a) => a.trim()))
  .refine(
    (list) => list.every((a) => emailAddress.safeParse(a).success),
    'must be e-mail addresses separated by commas',
  );

/** E-mail to the office about each new message: null (nothing sent) without SMTP_URL and NOTIFY_EMAIL_TO. */
export function notifyEmailSettings(e: Env): NotifyEmailConfig | null {
  if (!e.SMTP_URL || !e.NOTIFY_EMAIL_TO) return null;
  return {
    smtpUrl: e.SMTP_URL,
    to: e.NOTIFY_EMAIL_TO,
    from: e.NOTIFY_EMAIL_FROM ?? senderFor(e.SMTP_URL, e.NOTIFY_EMAIL_TO),
  };
}

/**
 * The From of the office's e-mail when NOTIFY_EMAIL_FROM is unset: the SMTP account when it is an
 * address (most providers accept only the signed-in address as sender), else the first recipient.
 */
function senderFor(smtpUrl: string, to: string[]): string {
  const user = decodeURIComponent(new URL(smtpUrl).username);
  return emailAddress.safeParse(user).success ? user : to[0]!;
}

/** E-mail to the office needs both where to send (NOTIFY_EMAIL_TO) and how (SMTP_URL). */
export function emailProblems({
  SMTP_URL,
  NOTIFY_EMAIL_TO,
  NOTIFY_EMAIL_FROM,
}: Record<string, string | undefined>): string[] {
  if ((SMTP_URL === undefined) !== (NOTIFY_EMAIL_TO === undefined)) {
    return ['SMTP_URL and NOTIFY_EMAIL_TO: set both (e-mail to the office) or neither (no e-mail)'];
  }
  if (NOTIFY_EMAIL_FROM !== undefined && SMTP_URL === undefined) {
    return ['NOTIFY_EMAIL_FROM: only used with SMTP_URL and NOTIFY_EMAIL_TO'];
  }
  return [];
}
