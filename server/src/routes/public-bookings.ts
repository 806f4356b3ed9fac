import Router from '@koa/router';
import type { Context } from 'koa';
import { API } from '@shared/api/contract';
import { newContactEvent } from '@shared/api/events';
import {
  BOOKING_FORM_FIELDS,
  bookPath,
  categoryOf,
  problemsOf,
  SLOT_FIELD,
  splitSlot,
  type BookFormInputs,
  type BookingAnswer,
} from '@shared/booking-pages';
import { BOOKING_ERRORS } from '@shared/booking-texts';
import { bookingPagePath } from '@shared/schemas/bookings';
import { SERVICE_WORDS } from '@shared/service-words';
import { VISITOR } from '../audit/audit-log';
import { nextFreeWindows, bookingSlots } from '../bookings/availability';
import { acceptByCustomer, bookingOfToken, cancelByCustomer } from '../bookings/booking-changes';
import { tellOffice } from '../bookings/booking-news';
import { bookingView } from '../bookings/booking-record';
import { readBookingSettings } from '../bookings/booking-settings';
import { submitBooking, WindowNotFree, type BookingSubmit } from '../bookings/submit-booking';
import { AppError, errorText } from '../http/errors';
import { sendLivePage } from '../site/live-page';
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
  'models' | 'contactGuard' | 'events' | 'emailNotifier' | 'customerNotifier' | 'audit' | 'clock' | 'publisher'
>;

/** The private page's answer to a refused button, by the call's refusal (none: the link is unknown). */
function answerOfRefusal(error: AppError): BookingAnswer | null {
  if (error.status === 429) return 'busy';
  const refusals = ['cannotCancel', 'nothingToAccept', 'proposalTaken'] as const;
  return refusals.find((key) => error.text === BOOKING_ERRORS[key]) ?? (error.status === 409 ? 'cannotCancel' : null);
}

export function publicBookingsRouter({
  models,
  contactGuard,
  events,
  emailNotifier,
  customerNotifier,
  audit,
  clock,
  publisher,
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

  /**
   * Books the window of a checked booking: the limits, the spam signals, the audit and the office's
   * live event. Throws as the call answers: 429, or WindowNotFree.
   */
  const book = async (ctx: Context, body: Record<string, unknown>, input: BookingSubmit) => {
    await contactGuard.enforceRateLimit(ctx.ip);
    const spam = contactGuard.spamReason(body);
    const lang = input.lang ?? requestLanguage(ctx);
    const at = now();
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
    return made;
  };
  const alternativesTo = async (input: BookingSubmit) =>
    nextFreeWindows(sequelize, await readBookingSettings(sequelize), input.service_key, input, now());

  router.post(publicRoute(API.bookingSubmit), async (ctx) => {
    if (ctx.request.is('urlencoded')) {
      await answerPostedForm(ctx, jsonBody(ctx));
      return;
    }
    const body = jsonBody(ctx);
    const input = validate(API.bookingSubmit.body, body);
    try {
      const made = await book(ctx, body, input);
      privately(ctx);
      ctx.status = 201;
      // Bots get the same answer as people: nothing tells them they were caught.
      ctx.body = { booking: { token: made.token, status: 'requested', ...made.window } };
    } catch (error) {
      if (!(error instanceof WindowNotFree)) throw error;
      ctx.status = 409;
      ctx.body = {
        error: BOOKING_ERRORS.windowNotFree[requestLanguage(ctx)],
        alternatives: await alternativesTo(input),
      };
    }
  });

  /**
   * The booking form posted natively (shared/booking-pages.ts): booked → on to the private page
   * (post–redirect–get); refused → the form again, filled in as sent, with the reasons beside the
   * fields or the next free windows, in the form's language, with the call's status.
   */
  const answerPostedForm = async (ctx: Context, fields: Record<string, unknown>) => {
    const lang = fields.lang === 'en' ? 'en' : 'ar';
    const service = categoryOf(fields.service_key);
    const { [SLOT_FIELD]: slot, ...rest } = fields;
    const body = { ...rest, ...splitSlot(slot), lang };
    const values = Object.fromEntries(
      [...BOOKING_FORM_FIELDS, SLOT_FIELD].map((name) => [name, typeof fields[name] === 'string' ? fields[name] : '']),
    );
    const form = async (status: number, refusal: Omit<BookFormInputs, 'page' | 'days' | 'values'>) => {
      const { days } = service
        ? await bookingSlots(sequelize, await readBookingSettings(sequelize), { service }, now())
        : { days: [] };
      const live: BookFormInputs = { page: 'book', days, values, ...refusal };
      // The form as it was opened: its service, and the page the booking comes from (the page checks it).
      const from = typeof fields.page === 'string' ? fields.page : null;
      await sendLivePage(ctx, publisher, bookPath(lang, service, from), live, { status, hydrate: false });
    };
    const parsed = API.bookingSubmit.body.safeParse(body);
    if (!parsed.success) return form(400, { problems: problemsOf(parsed.error.issues) });
    try {
      const made = await book(ctx, body, parsed.data);
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 303;
      ctx.redirect(bookingPagePath(lang, made.token));
    } catch (error) {
      if (error instanceof WindowNotFree) {
        const alternatives = await alternativesTo(parsed.data);
        return form(409, { error: BOOKING_ERRORS.windowNotFree[lang], alternatives });
      }
      if (error instanceof AppError && error.status === 429) return form(429, { error: errorText(error, lang) });
      throw error;
    }
  };

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
    const change = async () => {
      const made =
        action === 'cancel'
          ? await cancelByCustomer(sequelize, token, now())
          : await acceptByCustomer({ sequelize, notices: customerNotifier }, token, now());
      if (made.changed) {
        const done = action === 'cancel' ? 'booking.cancelled' : 'booking.accepted';
        await tellOffice({ events, audit }, made, done, { actor: VISITOR, address: ctx.ip });
      }
      return made;
    };
    if (!ctx.request.is('urlencoded')) {
      ctx.body = { booking: bookingView((await change()).booking) };
      return;
    }
    // The private page's buttons, posted natively: back to the page, with what happened.
    const lang = jsonBody(ctx).lang === 'en' ? 'en' : 'ar';
    let answer: BookingAnswer = action === 'cancel' ? 'cancelled' : 'accepted';
    ctx.status = 303;
    try {
      await change();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const refusal = answerOfRefusal(error);
      // An unknown link: its page says so.
      if (!refusal) return ctx.redirect(bookingPagePath(lang, token));
      answer = refusal;
    }
    ctx.redirect(`${bookingPagePath(lang, token)}&answer=${answer}`);
  });

  return router;
}
