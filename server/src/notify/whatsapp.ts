import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language } from '@shared/constants';
import type { WhatsAppConfig } from '../config';

/** A send the API refused or that did not reach it; `message` never holds the token. */
export class WhatsAppSendError extends Error {}

const SEND_TIMEOUT_MS = 15_000;

/**
 * Sends an approved template message through the WhatsApp Business Cloud API (POST
 * /{phone-number-id}/messages with the access token as a bearer token): the template's name, its
 * language ("ar" or "en", as the owner created it) and its body's parameters in order. Resolves
 * with the message's id ("wamid…"), which the webhook's status updates name.
 */
export async function sendWhatsAppTemplate(
  config: WhatsAppConfig,
  message: { to: string; template: string; lang: Language; parameters: string[] },
): Promise<string> {
  const body = {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.lang },
      components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
    },
  };
  const hide = (text: string) => text.split(config.accessToken).join('[token]');
  let res: Response;
  try {
    res = await fetch(`${config.apiUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    throw new WhatsAppSendError(hide(`WhatsApp API unreachable: ${(error as Error).message}`));
  }
  const answer = (await res.json().catch(() => null)) as {
    messages?: { id?: unknown }[];
    error?: { message?: unknown; code?: unknown };
  } | null;
  const id = answer?.messages?.[0]?.id;
  if (res.ok && typeof id === 'string') return id;
  const reason = answer?.error ? `${String(answer.error.code)} ${String(answer.error.message)}` : 'no message id';
  throw new WhatsAppSendError(hide(`WhatsApp API answered ${res.status}: ${reason}`).slice(0, 500));
}

/**
 * Is this the signature Meta puts in X-Hub-Signature-256 ("sha256=" and the HMAC-SHA256 of the
 * raw body with the app's secret, in hex)? Compared in constant time.
 */
export function validWebhookSignature(rawBody: string, header: string, appSecret: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex')}`);
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Is `given` the verify token the owner set (constant time; an unset token matches nothing)? */
export function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return expected !== '' && a.length === b.length && timingSafeEqual(a, b);
}
