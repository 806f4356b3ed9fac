import Router from '@koa/router';
import type { Context } from 'koa';
import { API } from '@shared/api/contract';
import type { ContactNote } from '@shared/schemas';
import { changedFields, requestActor } from '../audit/audit-log';
import type { Contact, ContactNoteModel } from '../db/models';
import { adminRoute } from '../http/contract-routes';
import { sendCsv } from '../http/csv-download';
import { officeToday } from '../db/time';
import { AppError, notFound } from '../http/errors';
import { jsonBody, validate } from '../http/validate';
import { contactStats } from '../messages/contact-stats';
import { eachContact } from '../messages/contact-query';
import { CSV_COLUMNS } from '../messages/csv';
import { noteFirstResponse } from '../messages/first-response';
import { contactJson } from '../http/serializers';
import type { RouteDeps } from './context';

function noteJson(note: ContactNoteModel): ContactNote {
  return {
    id: note.id,
    body: note.body,
    author: { email: note.author_email },
    created_at: new Date(note.created_at).toISOString(),
  };
}

/** A contact message as the audit log names it: by who sent it. */
export const contactTarget = (c: Contact) => ({ type: 'contact' as const, id: c.id, label: c.name });

export type AdminMessagesDeps = Pick<RouteDeps, 'models' | 'events' | 'audit' | 'clock'>;

/**
 * The lead desk's calls beside the contact list: one message, its status, read and spam, its notes,
 * the CSV export of a filtered view, and the figures of the inbox.
 */
export function adminMessagesRouter({ models, events, audit, clock }: AdminMessagesDeps): Router {
  // Mounted under the admin router, which has already required a session (routes/admin.ts).
  const router = new Router();
  const now = () => new Date(clock.now());

  const findContact = async (id: number): Promise<Contact> => {
    const contact = await models.Contact.findByPk(id);
    if (!contact) throw notFound('contactNotFound');
    return contact;
  };

  // One message by its id, spam or not (the e-mail's link and the desktop notification open it).
  router.get(adminRoute(API.contact), async (ctx) => {
    const { id } = validate(API.contact.query, { id: ctx.query.id });
    const contact = await findContact(id);
    const notes = await models.ContactNote.count({ where: { contact_id: id } });
    contact.setDataValue('notes_count' as never, notes as never);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { item: contactJson(contact) };
  });

  router.post(adminRoute(API.contactStatus), async (ctx) => {
    const { id } = validate(API.contactStatus.query, { id: ctx.query.id });
    const change = validate(API.contactStatus.body, jsonBody(ctx));
    if (change.status === undefined && change.read === undefined && change.spam === undefined) {
      throw new AppError(400, 'nothingToChange');
    }
    const contact = await findContact(id);
    const flags = (c: Contact) => ({ status: c.status, read: Boolean(c.read), spam: Boolean(c.spam) });
    const before = flags(contact);
    if (change.spam === false && contact.spam) {
      // "Not spam": back to the inbox as a new, unread request.
      contact.set({ spam: 0, spam_reason: '', status: 'new', read: 0 });
    } else if (change.spam === true && !contact.spam) {
      contact.set({ spam: 1, spam_reason: 'marked' });
    }
    if (change.status !== undefined) contact.status = change.status;
    if (change.read !== undefined) contact.read = change.read ? 1 : 0;
    noteFirstResponse(contact, now());
    await contact.save();
    const changes = changedFields(before, flags(contact));
    if (Object.keys(changes).length > 0) {
      await audit.record({
        ...requestActor(ctx),
        action: 'contact.status',
        target: contactTarget(contact),
        details: { changes },
      });
    }
    await events.record('contact.updated', { id, ...change });
    const notes = await models.ContactNote.count({ where: { contact_id: id } });
    contact.setDataValue('notes_count' as never, notes as never);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { item: contactJson(contact) };
  });

  router.get(adminRoute(API.contactNotes), async (ctx) => {
    const { contact_id } = validate(API.contactNotes.query, { contact_id: ctx.query.contact_id });
    await findContact(contact_id);
    const notes = await models.ContactNote.findAll({ where: { contact_id }, order: [['id', 'ASC']] });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { items: notes.map(noteJson) };
  });

  router.post(adminRoute(API.contactNoteAdd), async (ctx) => {
    const { contact_id } = validate(API.contactNoteAdd.query, { contact_id: ctx.query.contact_id });
    const { body } = validate(API.contactNoteAdd.body, jsonBody(ctx));
    const contact = await findContact(contact_id);
    const admin = await models.Admin.findByPk(ctx.session!.adminId as number);
    const note = await models.ContactNote.create({ contact_id, body, author_email: admin?.email ?? '' });
    await audit.record({
      ...requestActor(ctx),
      action: 'note.added',
      target: contactTarget(contact),
      details: { body },
    });
    await events.record('contact.updated', { id: contact_id, note: true });
    ctx.status = 201;
    ctx.body = { item: noteJson(note) };
  });

  router.get(adminRoute(API.contactsExport), async (ctx: Context) => {
    const filters = validate(API.contactsExport.query, ctx.query);
    await audit.record({ ...requestActor(ctx), action: 'contacts.exported', details: { filters } });
    const rows = eachContact(models.Contact.sequelize!, models.Contact, filters);
    sendCsv(ctx, `contacts-${officeToday(now())}.csv`, CSV_COLUMNS, rows);
  });

  router.get(adminRoute(API.contactStats), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await contactStats(models.Contact.sequelize!, now());
  });

  return router;
}
