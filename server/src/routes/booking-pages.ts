import Router from '@koa/router';
import { BOOK_PATHS, BOOKING_ANSWERS, BOOKING_PATHS, categoryOf, type BookingAnswer } from '@shared/booking-pages';
import { LANGUAGES } from '@shared/constants';
import { bookingTokenQuerySchema, type BookingView } from '@shared/schemas/bookings';
import { bookingSlots } from '../bookings/availability';
import { bookingOfToken } from '../bookings/booking-changes';
import { bookingView } from '../bookings/booking-record';
import { readBookingSettings } from '../bookings/booking-settings';
import { AppError } from '../http/errors';
import { sendLivePage } from '../site/live-page';
import type { RouteDeps } from './context';

export type BookingPagesDeps = Pick<RouteDeps, 'models' | 'contactGuard' | 'publisher' | 'clock'>;

/**
 * The site's booking pages, rendered on request (their content changes with every booking), with
 * their client-navigation data (`.data`): the booking form with the chosen service's free windows
 * (/book?service=KEY, /en/book), and the customer's private page (/booking?token=…, /en/booking),
 * whose lookups are limited per address like the booking.php call's (over the limit: 429 with a page
 * saying so); an unknown or expired link answers 404 with the page saying so.
 */
export function bookingPagesRouter({ models, contactGuard, publisher, clock }: BookingPagesDeps): Router {
  const router = new Router();
  const sequelize = models.Contact.sequelize!;
  const now = () => new Date(clock.now());

  for (const lang of LANGUAGES) {
    router.get([BOOK_PATHS[lang], `${BOOK_PATHS[lang]}.data`], async (ctx) => {
      const service = categoryOf(ctx.query.service);
      const { days } = service
        ? await bookingSlots(sequelize, await readBookingSettings(sequelize), { service }, now())
        : { days: [] };
      await sendLivePage(ctx, publisher, ctx.url, { page: 'book', days });
    });

    router.get([BOOKING_PATHS[lang], `${BOOKING_PATHS[lang]}.data`], async (ctx) => {
      const limited = await contactGuard.enforcePageLimit(ctx.ip).then(
        () => null,
        (error: unknown) => {
          if (error instanceof AppError && error.status === 429) return error;
          throw error;
        },
      );
      if (limited) {
        // A person opening their link is answered with a page in its language, not the API's JSON.
        ctx.set(limited.headers);
        const live = { page: 'booking', booking: null, answer: null, limited: true } as const;
        return sendLivePage(ctx, publisher, ctx.url, live, { status: 429, noindex: true });
      }
      const token = bookingTokenQuerySchema.safeParse({ token: ctx.query.token });
      let booking: BookingView | null = null;
      if (token.success) {
        booking = await bookingOfToken(sequelize, token.data.token, now()).then(bookingView, (error: unknown) => {
          if (error instanceof AppError && error.status === 404) return null;
          throw error;
        });
      }
      const answer = BOOKING_ANSWERS.find((known) => known === ctx.query.answer) ?? null;
      await sendLivePage(
        ctx,
        publisher,
        ctx.url,
        { page: 'booking', booking, answer: answer as BookingAnswer | null },
        { status: booking ? 200 : 404, noindex: true },
      );
    });
  }
  return router;
}
