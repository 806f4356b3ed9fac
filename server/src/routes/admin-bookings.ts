import Router from '@koa/router';
import { API } from '@shared/api/contract';
import type { BookingSettings } from '@shared/schemas/bookings';
import { requestActor } from '../audit/audit-log';
import { tellOffice } from '../bookings/booking-news';
import { adminBookingJson, findBooking, type BookingRow } from '../bookings/booking-record';
import { noticesOf } from '../bookings/customer-notices';
import { readBookingSettings, saveBookingSettings } from '../bookings/booking-settings';
import { confirmByOffice, declineByOffice, proposeByOffice } from '../bookings/office-answers';
import { adminRoute } from '../http/contract-routes';
import { jsonBody, validate } from '../http/validate';
import type { RouteDeps } from './context';

/**
 * The office's side of bookings: their settings (managers), a message's booking, and the answers
 * from the message's panel (confirm, propose another time, decline with a reason).
 */
export type AdminBookingsDeps = Pick<
  RouteDeps,
  'config' | 'models' | 'audit' | 'events' | 'clock' | 'customerNotifier'
>;

export function adminBookingsRouter({
  config,
  models,
  audit,
  events,
  clock,
  customerNotifier,
}: AdminBookingsDeps): Router {
  // Mounted under the admin router, which has already required a session (routes/admin.ts).
  const router = new Router();
  const sequelize = models.Contact.sequelize!;
  const parts = { sequelize, notices: customerNotifier };
  const now = () => new Date(clock.now());
  const json = async (booking: BookingRow) =>
    adminBookingJson(booking, config.publicBaseUrl, await noticesOf(sequelize, Number(booking.id)));

  router.get(adminRoute(API.bookingSettings), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await readBookingSettings(sequelize);
  });

  router.post(adminRoute(API.bookingSettingsSave), async (ctx) => {
    const next = validate(API.bookingSettingsSave.body, jsonBody(ctx));
    const before = await readBookingSettings(sequelize);
    await saveBookingSettings(sequelize, next, now());
    const fields = (Object.keys(next) as (keyof BookingSettings)[]).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(next[key]),
    );
    await audit.record({ ...requestActor(ctx), action: 'settings.changed', details: { section: 'booking', fields } });
    ctx.body = next;
  });

  router.get(adminRoute(API.contactBooking), async (ctx) => {
    const { contact_id } = validate(API.contactBooking.query, { contact_id: ctx.query.contact_id });
    const booking = await findBooking(sequelize, { contactId: contact_id });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { item: booking && (await json(booking)) };
  });

  router.post(adminRoute(API.bookingConfirm), async (ctx) => {
    const { id } = validate(API.bookingConfirm.query, { id: ctx.query.id });
    const change = await confirmByOffice(parts, id, now());
    await tellOffice({ events, audit }, change, 'booking.confirmed', requestActor(ctx), {
      team: change.booking.team,
      visit_id: change.visit?.id,
    });
    ctx.body = { item: await json(change.booking) };
  });

  router.post(adminRoute(API.bookingPropose), async (ctx) => {
    const { id } = validate(API.bookingPropose.query, { id: ctx.query.id });
    const input = validate(API.bookingPropose.body, jsonBody(ctx));
    const change = await proposeByOffice(parts, id, input, now());
    const { proposed_date: date, proposed_from: from, proposed_team: team } = change.booking;
    await tellOffice({ events, audit }, change, 'booking.proposed', requestActor(ctx), {
      proposed: { date, from, team },
    });
    ctx.body = { item: await json(change.booking) };
  });

  router.post(adminRoute(API.bookingDecline), async (ctx) => {
    const { id } = validate(API.bookingDecline.query, { id: ctx.query.id });
    const { reason } = validate(API.bookingDecline.body, jsonBody(ctx));
    const change = await declineByOffice(parts, id, reason, now());
    await tellOffice({ events, audit }, change, 'booking.declined', requestActor(ctx), { reason });
    ctx.body = { item: await json(change.booking) };
  });

  return router;
}
