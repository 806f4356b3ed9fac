import Router from '@koa/router';
import type { Context } from 'koa';
import { API, PUBLIC_PREFIX } from '@shared/api/contract';
import { newContactEvent } from '@shared/api/events';
import { CONTACT_FIELD_NAMES, storedContactFields, type ContactField } from '@shared/contact-fields';
import {
  answerForStatus,
  FORM_PAGE_FIELD,
  formAnswerId,
  sourceOfPage,
  type FormAnswer,
} from '@shared/contact-form-post';
import { contactSearchText } from '@shared/search-text';
import { customerPhoneKey } from '@shared/phone';
import { serviceKeyOf } from '@shared/service-key';
import { attachToCustomers } from '../customers/attach';
import { VISITOR } from '../audit/audit-log';
import { BatchInserter } from '../db/batch-insert';
import type { Contact } from '../db/models';
import { publicRoute } from '../http/contract-routes';
import { AppError } from '../http/errors';
import { jsonBody, validate } from '../http/validate';
import type { RouteDeps } from './context';
import { publicBookingsRouter } from './public-bookings';
import { whatsappWebhookRouter } from './whatsapp-webhook';
import { readPostedContactForm } from '../messages/posted-contact-form';

type NewContact = Pick<
  Contact,
  ContactField | 'service_key' | 'phone_key' | 'spam' | 'spam_reason' | 'search_text' | 'source'
>;
/** The columns the public form's group insert writes (also what its tests insert). */
export const CONTACT_COLUMNS: readonly (keyof NewContact)[] = [
  ...CONTACT_FIELD_NAMES,
  'service_key',
  'phone_key',
  'spam',
  'spam_reason',
  'search_text',
  'source',
];

export type PublicDeps = Pick<
  RouteDeps,
  | 'config'
  | 'models'
  | 'contactGuard'
  | 'events'
  | 'emailNotifier'
  | 'customerNotifier'
  | 'audit'
  | 'portfolioList'
  | 'clock'
  | 'publisher'
>;

/** The calls anonymous visitors make: the gallery list, the contact form and the bookings. */
export function publicRouter(deps: PublicDeps): Router {
  const { models, contactGuard, events, emailNotifier, audit, portfolioList } = deps;
  const router = new Router({ prefix: PUBLIC_PREFIX });
  const contacts = new BatchInserter<NewContact>(
    models.Contact.sequelize!,
    models.Contact.tableName,
    CONTACT_COLUMNS,
    // In the messages' own transaction: each message kept in the inbox joins its customer, and
    // gets an outbox row for the office's e-mail, so no acknowledged message goes unannounced
    // (spam joins no one and announces nothing).
    async (rows, ids, transaction) => {
      const inbox = ids.filter((_, i) => rows[i]!.spam === 0);
      await attachToCustomers(models.Contact.sequelize!, inbox, transaction);
      await emailNotifier.enqueue(inbox, transaction);
    },
  );

  router.get(publicRoute(API.portfolioList), async (ctx) => {
    const { lang } = validate(API.portfolioList.query, { lang: ctx.query.lang });
    const list = await portfolioList.get(lang);
    ctx.status = 200;
    ctx.type = 'application/json; charset=utf-8';
    // Browsers and proxies may keep it but must ask again; the ETag makes asking cheap (304, answered
    // by koa-conditional-get, app/middleware.ts).
    ctx.set('Cache-Control', 'no-cache');
    ctx.etag = list.etag;
    ctx.body = list.body;
  });

  /**
   * Stores one message sent to the public call (either way it came); returns its id. Its source is
   * the page the form names (the site's form sends `page` both ways).
   */
  const receiveContact = async (ctx: Context, body: Record<string, unknown>): Promise<number> => {
    const input = validate(API.contactSubmit.body, body);
    await contactGuard.enforceRateLimit(ctx.ip);
    const spamReason = contactGuard.spamReason(body);
    const id = await contacts.insert({
      ...storedContactFields(input),
      service_key: serviceKeyOf(input.service),
      phone_key: customerPhoneKey(input.phone),
      spam: spamReason ? 1 : 0,
      spam_reason: spamReason ?? '',
      search_text: contactSearchText(input),
      source: sourceOfPage(body[FORM_PAGE_FIELD]),
    });
    audit.queue({
      actor: VISITOR,
      address: ctx.ip,
      action: 'contact.created',
      target: { type: 'contact', id, label: input.name },
      details: spamReason ? { spam: spamReason } : {},
    });
    if (!spamReason) {
      events.queue(
        'contact.created',
        newContactEvent({
          id,
          name: input.name,
          service: input.service,
          urgency: input.urgency,
          createdAt: new Date(),
        }),
      );
    }
    return id;
  };

  router.post(publicRoute(API.contactSubmit), async (ctx) => {
    if (ctx.request.is('urlencoded')) {
      // The site's form posted natively: back to its page, at the answer (post–redirect–get).
      const { body, page } = readPostedContactForm(jsonBody(ctx));
      let answer: FormAnswer = 'sent';
      try {
        await receiveContact(ctx, { ...body, [FORM_PAGE_FIELD]: page });
      } catch (error) {
        if (!(error instanceof AppError)) ctx.app.emit('error', error, ctx);
        answer = answerForStatus(error instanceof AppError ? error.status : 500);
      }
      ctx.status = 303;
      ctx.redirect(`${page}#${formAnswerId(answer)}`);
      return;
    }
    const id = await receiveContact(ctx, jsonBody(ctx));
    // Bots get the same answer as people: nothing tells them they were caught.
    ctx.status = 201;
    ctx.body = { ok: true, id };
  });

  router.use(publicBookingsRouter(deps).routes());
  router.use(whatsappWebhookRouter(deps).routes());

  return router;
}
