import Router from '@koa/router';
import type { Context } from 'koa';
import { QueryTypes } from 'sequelize';
import { API } from '@shared/api/contract';
import { API_ERRORS } from '@shared/api-errors';
import type { MessageStatus, VisitStatus } from '@shared/constants';
import type { Visit, VisitBody } from '@shared/schemas';
import { changedFields, requestActor } from '../audit/audit-log';
import { bookingFollowsVisit } from '../bookings/booking-follows-visit';
import type { Contact } from '../db/models';
import { dbTimestamp } from '../db/time';
import { adminRoute } from '../http/contract-routes';
import { notFound } from '../http/errors';
import { requestLanguage } from '../http/language';
import { jsonBody, validate } from '../http/validate';
import { noteFirstResponse } from '../messages/first-response';
import { clashingVisits, findVisit, findVisitPage, visitColumns, visitSearchText } from '../visits/visit-store';
import type { RouteDeps } from './context';

/** A visit as the audit log names it: its customer and day. */
const visitTarget = (visit: Visit) => ({
  type: 'visit' as const,
  id: visit.id,
  label: `${visit.customer_name} · ${visit.date} ${visit.from}`,
});

/**
 * The message a visit answers moves with it: to `scheduled` when a visit is set (unless the work is
 * already done), to `done` when the visit is completed. A cancelled visit leaves it as it is.
 */
function messageStatusAfter(current: MessageStatus, visit: VisitStatus): MessageStatus {
  if (visit === 'completed') return 'done';
  if (visit === 'cancelled' || current === 'done') return current;
  return 'scheduled';
}

export type AdminVisitsDeps = Pick<RouteDeps, 'models' | 'audit' | 'events' | 'clock'>;

/**
 * Visits (the bookings screen): the list by day, and scheduling, changing and deleting one. Two
 * visits of one team at overlapping times are refused with 409 and the clashing visits, unless the
 * person confirmed (`confirm_overlap`).
 */
export function adminVisitsRouter({ models, audit, events, clock }: AdminVisitsDeps): Router {
  // Mounted under the admin router, which has already required a session (routes/admin.ts).
  const router = new Router();
  const sequelize = models.Contact.sequelize!;

  const messageOf = async (id: number): Promise<Contact> => {
    const contact = await models.Contact.findByPk(id);
    if (!contact || contact.spam || contact.customer_id === null) throw notFound('contactNotFound');
    return contact;
  };
  const visitOr404 = async (id: number) => {
    const visit = await findVisit(sequelize, id);
    if (!visit) throw notFound('visitNotFound');
    return visit;
  };
  const overlap = (ctx: Context, clashes: Visit[]) => {
    ctx.status = 409;
    ctx.body = { error: API_ERRORS.visitOverlap[requestLanguage(ctx)], clashes };
  };
  /** The columns a visit's body and its message write, on a new visit and on a change. */
  const rowOf = (input: VisitBody, contact: Contact) => ({
    ...visitColumns(input),
    customer_id: contact.customer_id,
    contact_id: contact.id,
    search_text: visitSearchText(input, contact),
    updated_at: dbTimestamp(new Date(clock.now())),
  });
  // A cancelled visit keeps the team from nothing, so it clashes with nothing either.
  const clashesOf = (visit: VisitBody, exceptId: number | null) =>
    visit.status === 'cancelled' ? Promise.resolve([]) : clashingVisits(sequelize, visit, exceptId);
  /** Moves the message along; the change, [before, after], when there was one. */
  const follow = async (contact: Contact, status: VisitStatus): Promise<[MessageStatus, MessageStatus] | null> => {
    const before = contact.status;
    const after = messageStatusAfter(before, status);
    if (after === before) return null;
    contact.status = after;
    noteFirstResponse(contact, new Date(clock.now()));
    await contact.save();
    await events.record('contact.updated', { id: contact.id, status: after });
    return [before, after];
  };

  router.get(adminRoute(API.visits), async (ctx) => {
    const filters = validate(API.visits.query, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await findVisitPage(sequelize, filters);
  });

  router.post(adminRoute(API.visitCreate), async (ctx) => {
    const input = validate(API.visitCreate.body, jsonBody(ctx));
    const contact = await messageOf(input.contact_id);
    const clashes = await clashesOf(input, null);
    if (clashes.length > 0 && !input.confirm_overlap) return overlap(ctx, clashes);
    const columns = { ...rowOf(input, contact), created_at: dbTimestamp(new Date(clock.now())) };
    const names = Object.keys(columns);
    const [made] = await sequelize.query<{ id: number | string }>(
      // The leading comment keeps Sequelize's SQLite dialect from running it as a write without rows.
      `/* new visit */ INSERT INTO visits (${names.join(', ')})
       VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
      { bind: Object.values(columns), type: QueryTypes.SELECT },
    );
    const visit = (await findVisit(sequelize, Number(made!.id)))!;
    const moved = await follow(contact, visit.status);
    await audit.record({
      ...requestActor(ctx),
      action: 'visit.created',
      target: visitTarget(visit),
      details: moved ? { message_status: moved } : {},
    });
    await events.record('visit.created', { id: visit.id, date: visit.date });
    ctx.status = 201;
    ctx.body = { item: visit };
  });

  router.put(adminRoute(API.visitUpdate), async (ctx) => {
    const { id } = validate(API.visitUpdate.query, { id: ctx.query.id });
    const input = validate(API.visitUpdate.body, jsonBody(ctx));
    const before = await visitOr404(id);
    const contact = await messageOf(input.contact_id);
    const clashes = await clashesOf(input, id);
    if (clashes.length > 0 && !input.confirm_overlap) return overlap(ctx, clashes);
    const columns = rowOf(input, contact);
    const names = Object.keys(columns);
    await sequelize.query(
      `UPDATE visits SET ${names.map((name, i) => `${name} = $${i + 1}`).join(', ')} WHERE id = $${names.length + 1}`,
      { bind: [...Object.values(columns), id] },
    );
    const visit = (await findVisit(sequelize, id))!;
    await bookingFollowsVisit(sequelize, id, before, visit);
    const moved = await follow(contact, visit.status);
    const changes = changedFields({ ...before }, { ...visit }, [
      'id',
      'created_at',
      'updated_at',
      'customer_name',
      'phone',
    ]);
    await audit.record({
      ...requestActor(ctx),
      action: 'visit.updated',
      target: visitTarget(visit),
      details: { changes, ...(moved ? { message_status: moved } : {}) },
    });
    await events.record('visit.updated', { id, date: visit.date });
    ctx.body = { item: visit };
  });

  router.delete(adminRoute(API.visitDelete), async (ctx) => {
    const { id } = validate(API.visitDelete.query, { id: ctx.query.id });
    const visit = await visitOr404(id);
    await sequelize.query('DELETE FROM visits WHERE id = $1', { bind: [id] });
    await bookingFollowsVisit(sequelize, id, visit, null);
    await audit.record({
      ...requestActor(ctx),
      action: 'visit.deleted',
      target: visitTarget(visit),
      details: { deleted: visit },
    });
    await events.record('visit.deleted', { id, date: visit.date });
    ctx.body = { ok: true };
  });

  return router;
}
