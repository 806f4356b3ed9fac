import type { Env } from './env-schema';

/**
 * The WhatsApp Business Cloud API, when the owner sets it up: the business number's id and the
 * access token that sends from it, the app's secret that signs the webhook's calls, the token the
 * webhook's set-up handshake must show, and the approved templates' names. The token and the
 * secrets are never logged, stored or shown.
 */
export interface WhatsAppConfig {
  /** The Graph API's address with its version (a local double in the tests). */
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  /** '' when unset: the webhook's set-up handshake is then refused. */
  verifyToken: string;
  /** The approved message templates the confirmation and the reminder are sent with. */
  templates: { confirmed: string; reminder: string };
}

/** The Graph API version the calls were written against. */
export const WHATSAPP_API_URL = 'https://graph.facebook.com/v23.0';

/** null (nothing sent by WhatsApp) without the number's id, the token and the app's secret. */
export function whatsappSettings(e: Env): WhatsAppConfig | null {
  if (!e.WHATSAPP_PHONE_NUMBER_ID || !e.WHATSAPP_ACCESS_TOKEN || !e.WHATSAPP_APP_SECRET) return null;
  return {
    apiUrl: (e.WHATSAPP_API_URL ?? WHATSAPP_API_URL).replace(/\/$/, ''),
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
    accessToken: e.WHATSAPP_ACCESS_TOKEN,
    appSecret: e.WHATSAPP_APP_SECRET,
    verifyToken: e.WHATSAPP_VERIFY_TOKEN ?? '',
    templates: {
      confirmed: e.WHATSAPP_TEMPLATE_CONFIRMED,
      reminder: e.WHATSAPP_TEMPLATE_REMINDER,
    },
  };
}

const REQUIRED = ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_APP_SECRET'] as const;
const OPTIONAL = [
  'WHATSAPP_VERIFY_TOKEN',
  'WHATSAPP_API_URL',
  'WHATSAPP_TEMPLATE_CONFIRMED',
  'WHATSAPP_TEMPLATE_REMINDER',
] as const;

/** The number's id, the token and the app's secret go together; the rest only with them. */
export function whatsappProblems(env: Record<string, string | undefined>): string[] {
  const set = REQUIRED.filter((name) => env[name] !== undefined);
  if (set.length > 0 && set.length < REQUIRED.length) {
    return [`${REQUIRED.join(', ')}: set all three (WhatsApp Business sends the customers' messages) or none`];
  }
  const stray = set.length === 0 ? OPTIONAL.filter((name) => env[name] !== undefined) : [];
  return stray.map((name) => `${name}: only used with ${REQUIRED.join(', ')}`);
}
