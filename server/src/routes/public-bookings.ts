import Router from '@koa/router';
import type { Context } from 'koa';
import { API } from '@shared/api/contract';
import { newContactEvent } from '@shared/api/events';
import { BOOKING_ERRORS } from '@shared/booking-texts';
import { SERVICE_WORDS } from '@shared/service-words';
import { VISITOR } from '../audit/audit-log';
import { nextFreeWindows, bookingSlots } from '../bookings/availability';
import { acceptByCustomer, bookingOfToken, cancelByCustomer } from '../bookings/booking-changes';
import { tellOffice } from '../bookings/booking-news';
import { bookingView } from '../bookings/booking-record';
import { readBookingSettings } from '../bookings/booking-settings';
import { submitBooking, WindowNotFree } from '../bookings/submit-booking';
import { publicRoute } from '../http/contract-routes';
import { requestLanguage } from '../http/language';
import { jsonBody, validate } from '../http/validate';
import type { RouteDeps } from './context';

/**
 * The site's bookings: the free windows of a service, booking one, and the customer's private page
 * (its state, cancel, accept a proposed time). Nothing here is cached by anyone: windows change with
 * every booking, and the private page is the customer's alone (never indexed either).
 */
export type PublicBookingsDeps = Pick<
  RouteDeps,
  'models' | 'contactGuard' | 'events' | 'emailNotifier' | 'customerNotifier' | 'audit' | 'clock'
>;

export function publicBookingsRouter({
  models,
  contactGuard,
  events,
  emailNotifier,
  customerNotifier,
  audit,
  clock,
}: PublicBookingsDeps): Router {
  const router = new Router();
  const sequelize = models.Contact.sequelize!;
  const now = () => new Date(clock.now());
  const privately = (ctx: Context) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
  };

  router.get(publicRoute(API.bookingSlots), async (ctx) => {
    const query = validate(API.bookingSlots.query, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await bookingSlots(sequelize, await readBookingSettings(sequelize), query, now());
  });

  router.post(publicRoute(API.bookingSubmit), async (ctx) => {
    const body = jsonBody(ctx);
    const input = validate(API.bookingSubmit.body, body);
    await contactGuard.enforceRateLimit(ctx.ip);
    const spam = contactGuard.spamReason(body);
    const lang = input.lang ?? requestLanguage(ctx);
    const at = now();
    try {
      const made = await submitBooking({ sequelize, emailNotifier, notices: customerNotifier }, input, lang, spam, at);
      audit.queue({
        actor: VISITOR,
        address: ctx.ip,
        action: 'contact.created',
        target: { type: 'contact', id: made.contactId, label: input.name },
        details: spam ? { spam } : { booking: made.bookingId },
      });
      if (!spam) {
        const service = SERVICE_WORDS[lang][input.service_key];
        events.queue(
          'contact.created',
          newContactEvent({ id: made.contactId, name: input.name, service, urgency: 'normal', createdAt: at }),
        );
      }
      privately(ctx);
      ctx.status = 201;
      // Bots get the same answer as people: nothing tells them they were caught.
      ctx.body = { booking: { token: made.token, status: 'requested', ...made.window } };
    } catch (error) {
      if (!(error instanceof WindowNotFree)) throw error;
      const settings = await readBookingSettings(sequelize);
      ctx.status = 409;
      ctx.body = {
        error: BOOKING_ERRORS.windowNotFree[requestLanguage(ctx)],
        alternatives: await nextFreeWindows(sequelize, settings, input.service_key, input, at),
      };
    }
  });

  router.get(publicRoute(API.booking), async (ctx) => {
    const { token } = validate(API.booking.query, { token: ctx.query.token });
    await contactGuard.enforcePageLimit(ctx.ip);
    privately(ctx);
    ctx.body = { booking: bookingView(await bookingOfToken(sequelize, token, now())) };
  });

  router.post(publicRoute(API.bookingAction), async (ctx) => {
    const { token, action } = validate(API.bookingAction.query, { token: ctx.query.token, action: ctx.query.action });
    await contactGuard.enforcePageLimit(ctx.ip);
    privately(ctx);
    const change =
      action === 'cancel'
        ? await cancelByCustomer(sequelize, token, now())
        : await acceptByCustomer({ sequelize, notices: customerNotifier }, token, now());
    if (change.changed) {
      const done = action === 'cancel' ? 'booking.cancelled' : 'booking.accepted';
      await tellOffice({ events, audit }, change, done, { actor: VISITOR, address: ctx.ip });
    }
    ctx.body = { booking: bookingView(change.booking) };
  });

  return router;
}
