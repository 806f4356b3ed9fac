import { z } from 'zod';

/**
 * GET /backend/whatsapp-webhook.php: the webhook's set-up handshake Meta makes when the owner saves
 * its address (hub.mode=subscribe, the verify token they typed there, a challenge to echo).
 */
export const whatsappVerifyQuerySchema = z.object({
  'hub.mode': z.string('required').regex(/^[a-z_]{1,40}$/, 'invalid_choice'),
  'hub.verify_token': z.string('required').regex(/^[\x21-\x7e]{1,200}$/, 'invalid_token'),
  'hub.challenge': z.string('required').regex(/^[\w.-]{1,200}$/, 'invalid_token'),
});

/** One status update of a message the business sent (delivered, read, failed…). */
const messageStatus = z.looseObject({
  id: z.string('invalid_type').max(200, 'too_long'),
  status: z.string('invalid_type').max(40, 'too_long'),
});

/**
 * POST /backend/whatsapp-webhook.php: what Meta sends about the business's number; only the status
 * updates of sent messages (entry[].changes[].value.statuses[]) are read, the rest is ignored.
 */
export const whatsappWebhookSchema = z.looseObject({
  object: z.string('invalid_type').max(100, 'too_long'),
  entry: z
    .array(
      z.looseObject({
        changes: z
          .array(z.looseObject({ value: z.looseObject({ statuses: z.array(messageStatus).max(1000).optional() }) }))
          .max(1000),
      }),
    )
    .max(1000),
});
export type WhatsAppWebhookInput = z.output<typeof whatsappWebhookSchema>;
