import Router from '@koa/router';
import { z } from 'zod';
import { contactSubmitSchema } from '@shared/schemas';
import { jsonBody, validate } from '../http/validate';
import type { RouteDeps } from './context';
import { publicPortfolioJson } from './serializers';

const langQuery = z.object({ lang: z.enum(['ar', 'en'], 'invalid_choice').optional().default('ar') });
/** The public gallery shows at most this many of the newest items. */
const PUBLIC_PORTFOLIO_LIMIT = 200;

/** The calls anonymous visitors make: the gallery list and the contact form. */
export function publicRouter({ models }: RouteDeps): Router {
  const router = new Router({ prefix: '/backend' });

  router.get('/portfolio.php', async (ctx) => {
    const { lang } = validate(langQuery, { lang: ctx.query.lang });
    const rows = await models.PortfolioItemModel.findAll({
      order: [
        ['created_at', 'DESC'],
        ['id', 'DESC'],
      ],
      limit: PUBLIC_PORTFOLIO_LIMIT,
    });
    ctx.body = rows.map((row) => publicPortfolioJson(row, lang));
  });

  router.post('/contact_submit.php', async (ctx) => {
    const input = validate(contactSubmitSchema, jsonBody(ctx));
    const row = await models.Contact.create({
      name: input.name,
      phone: input.phone,
      email: input.email,
      service: input.service,
      message: input.message,
      preferred_time: input.preferredTime,
      urgency: input.urgency,
    });
    ctx.status = 201;
    ctx.body = { ok: true, id: row.id };
  });

  return router;
}
