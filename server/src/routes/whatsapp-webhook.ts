import Router from '@koa/router';
import { API } from '@shared/api/contract';
import { publicRoute } from '../http/contract-routes';
import { AppError, notFound } from '../http/errors';
import { jsonBody, validate } from '../http/validate';
import { sameToken, validWebhookSignature } from '../notify/whatsapp';
import type { RouteDeps } from './context';

export type WhatsAppWebhookDeps = Pick<RouteDeps, 'config' | 'customerNotifier'>;

const NOT_SET_UP = {
  ar: 'واتساب للأعمال غير مُعدّ على هذا الخادم',
  en: 'WhatsApp Business is not set up on this server',
};
const BAD_TOKEN = { ar: 'رمز التحقق غير صحيح', en: 'Wrong verify token' };
const BAD_SIGNATURE = { ar: 'التوقيع غير صحيح', en: 'Wrong signature' };

/**
 * WhatsApp Business's webhook: the set-up handshake (the owner's verify token, the challenge
 * echoed) and the status updates of the messages sent to customers, accepted only when signed with
 * the app's secret (X-Hub-Signature-256, HMAC-SHA256 of the raw body, compared in constant time):
 * a wrong signature changes nothing.
 */
export function whatsappWebhookRouter({ config, customerNotifier }: WhatsAppWebhookDeps): Router {
  const router = new Router();
  const setUp = () => {
    if (!config.whatsapp) throw notFound(NOT_SET_UP);
    return config.whatsapp;
  };

  router.get(publicRoute(API.whatsappWebhookVerify), (ctx) => {
    const whatsapp = setUp();
    const query = validate(API.whatsappWebhookVerify.query, ctx.query);
    if (query['hub.mode'] !== 'subscribe' || !sameToken(query['hub.verify_token'], whatsapp.verifyToken)) {
      throw new AppError(403, BAD_TOKEN);
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/plain';
    ctx.body = query['hub.challenge'];
  });

  router.post(publicRoute(API.whatsappWebhook), async (ctx) => {
    const whatsapp = setUp();
    const raw = (ctx.request as { rawBody?: string }).rawBody ?? '';
    if (!validWebhookSignature(raw, ctx.get('X-Hub-Signature-256'), whatsapp.appSecret)) {
      throw new AppError(401, BAD_SIGNATURE);
    }
    const update = validate(API.whatsappWebhook.body, jsonBody(ctx));
    for (const entry of update.entry) {
      for (const change of entry.changes) {
        for (const status of change.value.statuses ?? []) {
          await customerNotifier.recordDelivery(status.id, status.status);
        }
      }
    }
    ctx.body = { ok: true };
  });

  return router;
}
