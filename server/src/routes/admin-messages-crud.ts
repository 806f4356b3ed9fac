import Router from '@koa/router';
import { API } from '@shared/api/contract';
import { newContactEvent } from '@shared/api/events';
import type { ContactMessage } from '@shared/schemas';
import type { Models } from '../db/models';
import { contactJson } from '../http/serializers';
import { validate } from '../http/validate';
import { findContactPage } from '../messages/contact-query';
import { KeptAtVersion } from '../messages/kept-at-version';
import { contactsVersionRead } from '../sessions/store';
import { adminCrudRouter } from './admin-crud';
import { contactTarget } from './admin-messages';
import type { RouteDeps } from './context';

type ContactList = { items: ContactMessage[]; total: number };

/**
 * What this instance keeps of the contact list: each filter's total, and pages as answered up to
 * 2,000 messages in all (about a megabyte of usual messages; some 20 MB if every one held 5,000
 * Arabic characters).
 */
function contactListMemory() {
  return {
    totals: new KeptAtVersion<number>({ entries: 500 }),
    pages: new KeptAtVersion<ContactList>({ size: 2_000, sizeOf: (list) => list.items.length }),
  };
}
type ContactListMemory = ReturnType<typeof contactListMemory>;

/**
 * GET /backend/admin/contacts.php: the original {items, total} and paging, with the lead desk's
 * filters. `version` is the contacts change counter read with this request's session
 * (sessions/store.ts): a page kept at that same value is the answer, without another statement.
 */
async function listContacts(
  models: Models,
  memory: ContactListMemory,
  query: Record<string, unknown>,
  version: unknown,
): Promise<ContactList> {
  const { page, limit, ...filters } = validate(API.contacts.query, query);
  const key = JSON.stringify([page, limit, filters]);
  const kept = memory.pages.get(key, version);
  if (kept) return kept;
  const found = await findContactPage(
    models.Contact.sequelize!,
    filters,
    { limit, offset: (page - 1) * limit },
    memory.totals,
  );
  const list = { items: found.rows.map(contactJson), total: found.total };
  memory.pages.set(key, found.version, list);
  return list;
}

export type AdminMessagesCrudDeps = Pick<RouteDeps, 'models' | 'audit' | 'events'>;

/**
 * contacts.php: the messages' list with the lead desk's filters (GET), and a message added, changed or
 * deleted (POST, PUT, DELETE). Spam is neither listed nor changed here; every change is audited and
 * told to the live stream.
 */
export function adminMessagesCrudRouter({ models, audit, events }: AdminMessagesCrudDeps): Router {
  const contactList = contactListMemory();
  return adminCrudRouter({
    calls: { list: API.contacts, create: API.contactCreate, update: API.contactUpdate, remove: API.contactDelete },
    model: models.Contact,
    toJson: contactJson,
    scope: { spam: 0 },
    list: (ctx) => listContacts(models, contactList, ctx.query, contactsVersionRead(ctx)),
    audit: { log: audit, kind: 'contact', label: (row) => contactTarget(row).label },
    onChange: ({ kind, row }) =>
      kind === 'created'
        ? events.record(
            'contact.created',
            newContactEvent({
              id: row.id,
              name: row.name,
              service: row.service,
              urgency: row.urgency,
              createdAt: new Date(row.created_at),
            }),
          )
        : events.record(kind === 'deleted' ? 'contact.deleted' : 'contact.updated', { id: row.id }),
  });
}
