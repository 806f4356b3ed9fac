/**
 * Every /backend call the fuzz sends, with the shape of its hostile input and what a success may
 * change in the database. Read by security-fuzz.test.ts.
 */
import fc from 'fast-check';
import { adminContactSchema, contactStatusSchema, contactSubmitSchema, portfolioItemSchema } from '@shared/schemas';
import { ADMIN, validAdminContact, validContact, validPortfolio } from './harness';
import { body, query, queryValue, signInField } from './fuzz-inputs';
import { bookingBody } from './booking-support';
import { DEFAULT_BOOKING_SETTINGS } from '../src/bookings/booking-settings';

export type Table = 'contacts' | 'portfolio_items';
interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  query: fc.Arbitrary<Record<string, string | undefined>>;
  body?: fc.Arbitrary<Record<string, unknown>> | 'multipart';
  /** The table a 201 adds a row to, and how to read the accepted values (the schema's output). */
  creates?: { table: Table; expected: (body: Record<string, unknown>) => Record<string, unknown> };
  /** PUT or DELETE through _method: the row named by ?id may change, none other. */
  changes?: { table: Table; expected?: (body: Record<string, unknown>) => Record<string, unknown> };
  /** Chance of sending the shared admin session (sign-out uses its own throwaway session). */
  session?: 'admin' | 'leaver';
  runs?: number;
}

const asContactRow = (b: Record<string, unknown>) => {
  const { preferredTime, ...rest } = contactSubmitSchema.parse(b);
  return { ...rest, preferred_time: preferredTime };
};
const asAdminContact = (b: Record<string, unknown>) => adminContactSchema.parse(b);
const asPortfolio = (b: Record<string, unknown>) => portfolioItemSchema.parse(b);
/** The lead desk's status call: the columns it set, as stored (flags as 0/1). */
const asStatus = (b: Record<string, unknown>) => {
  const v = contactStatusSchema.parse(b);
  return {
    ...(v.status !== undefined ? { status: v.status } : {}),
    ...(v.read !== undefined ? { read: v.read ? 1 : 0 } : {}),
    ...(v.spam !== undefined ? { spam: v.spam ? 1 : 0 } : {}),
  };
};
/** The lead desk's list and export filters, each valid value a place for hostile text to go. */
const LEAD_FILTERS = {
  q: 'عميل 055',
  status: 'new',
  service: 'تنظيف',
  urgency: 'normal',
  from: '2026-01-01',
  to: '2026-12-31',
  folder: 'inbox',
  sort: 'urgency',
};
/** A passkey's answer of the right shape (the library refuses it: no key signed it). */
const PASSKEY_ANSWER = {
  id: 'uK0SW0TJTFGCwI1qkRmd3A',
  rawId: 'uK0SW0TJTFGCwI1qkRmd3A',
  type: 'public-key',
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0',
    attestationObject: 'o2NmbXRkbm9uZQ',
    authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2M',
    signature: 'MEUCIQ',
  },
  clientExtensionResults: {},
};
/** Rows the update and delete calls can name: those a snapshot watches. */
export const WATCHED_IDS = 12;
const id = () =>
  fc.record(
    { id: fc.oneof(fc.integer({ min: 1, max: WATCHED_IDS }).map(String), queryValue('2')), x: queryValue('y') },
    { requiredKeys: [] },
  );

/** An admin table's create, update and delete (PUT and DELETE through _method, on a watched row). */
function writeCalls(
  file: string,
  table: Table,
  valid: Record<string, unknown>,
  expected: (body: Record<string, unknown>) => Record<string, unknown>,
): Call[] {
  const path = `/backend/admin/${file}`;
  const named = (method: 'PUT' | 'DELETE') => id().map((q) => ({ ...q, _method: method }));
  return [
    {
      name: `POST admin/${file}`,
      method: 'POST',
      path,
      query: query({}),
      body: body(valid),
      creates: { table, expected },
    },
    {
      name: `PUT admin/${file}`,
      method: 'POST',
      path,
      query: named('PUT'),
      body: body(valid),
      changes: { table, expected },
    },
    { name: `DELETE admin/${file}`, method: 'POST', path, query: named('DELETE'), changes: { table } },
  ];
}

export const CALLS: Call[] = [
  { name: 'GET portfolio.php', method: 'GET', path: '/backend/portfolio.php', query: query({ lang: 'ar' }) },
  { name: 'GET openapi.json', method: 'GET', path: '/backend/openapi.json', query: query({}) },
  {
    name: 'POST contact_submit.php',
    method: 'POST',
    path: '/backend/contact_submit.php',
    query: query({}),
    body: body({ ...validContact, website: '', elapsedMs: 5000 }),
    creates: { table: 'contacts', expected: asContactRow },
  },
  // Bookings. The booking's day is past: an accepted body is answered 409 (no longer free) and
  // changes nothing, so each hostile field is still read and checked. No link of the fuzz is one
  // the server gave (404), and the private page's own limit may answer 429.
  {
    name: 'GET booking-slots.php',
    method: 'GET',
    path: '/backend/booking-slots.php',
    query: query({ service: 'cleaning', from: '2026-12-01', days: '7' }),
  },
  {
    name: 'POST booking_submit.php',
    method: 'POST',
    path: '/backend/booking_submit.php',
    query: query({}),
    body: body({ ...bookingBody('2020-01-06', '10:00'), lang: 'ar', page: '/', website: '', elapsedMs: 5000 }),
  },
  { name: 'GET booking.php', method: 'GET', path: '/backend/booking.php', query: query({ token: 'A'.repeat(32) }) },
  {
    name: 'POST booking.php',
    method: 'POST',
    path: '/backend/booking.php',
    query: query({ token: 'A'.repeat(32), action: 'cancel' }),
  },
  // WhatsApp's webhook (set up in the fuzz's server): a hostile handshake is 400 or 403; a hostile
  // status update carries no signature of the app's secret, so it is 401 and changes nothing.
  {
    name: 'GET whatsapp-webhook.php',
    method: 'GET',
    path: '/backend/whatsapp-webhook.php',
    query: query({ 'hub.mode': 'subscribe', 'hub.verify_token': 'fuzz-verify-token-0001', 'hub.challenge': '42' }),
  },
  {
    name: 'POST whatsapp-webhook.php',
    method: 'POST',
    path: '/backend/whatsapp-webhook.php',
    query: query({}),
    body: body({
      object: 'whatsapp_business_account',
      entry: [{ id: '1', changes: [{ value: { statuses: [{ id: 'wamid.x', status: 'read' }] } }] }],
    }),
  },
  {
    name: 'POST admin/login.php',
    method: 'POST',
    path: '/backend/admin/login.php',
    query: query({}),
    body: body({ email: ADMIN.email, password: 'not the password' }, signInField),
  },
  {
    // No password step before it: every answer is a 400 or a 401.
    name: 'POST admin/login-mfa.php',
    method: 'POST',
    path: '/backend/admin/login-mfa.php',
    query: query({}),
    body: body({ code: '123456', remember_device: true }),
  },
  {
    // A passkey's answer, or its challenge (?action=passkey): without the password step, 400 or 401.
    name: 'POST admin/login-mfa.php (passkey)',
    method: 'POST',
    path: '/backend/admin/login-mfa.php',
    query: query({ action: 'passkey' }),
    body: body({ passkey: PASSKEY_ANSWER, remember_device: false }),
  },
  { name: 'GET admin/me.php', method: 'GET', path: '/backend/admin/me.php', query: query({}) },
  {
    name: 'POST admin/logout.php',
    method: 'POST',
    path: '/backend/admin/logout.php',
    query: query({}),
    session: 'leaver',
  },
  {
    name: 'GET admin/contacts.php',
    method: 'GET',
    path: '/backend/admin/contacts.php',
    query: query({ page: '1', limit: '20' }),
  },
  {
    name: 'GET admin/contacts.php (lead desk filters)',
    method: 'GET',
    path: '/backend/admin/contacts.php',
    query: query({ page: '1', limit: '20', ...LEAD_FILTERS }),
  },
  {
    name: 'GET admin/customers.php',
    method: 'GET',
    path: '/backend/admin/customers.php',
    query: query({ page: '1', limit: '20', q: 'عميل 055', status: 'vip' }),
  },
  {
    name: 'GET admin/visits.php',
    method: 'GET',
    path: '/backend/admin/visits.php',
    query: query({
      page: '1',
      limit: '20',
      from: '2026-01-01',
      to: '2026-12-31',
      status: 'pending',
      priority: 'high',
      team: 'أ',
      q: 'قباء',
    }),
  },
  { name: 'GET admin/customer.php', method: 'GET', path: '/backend/admin/customer.php', query: id() },
  // Bookings on the office's side: the settings (a success changes only them), a message's booking
  // and the answers (no booking exists here: 404 past validation).
  {
    name: 'GET admin/booking-settings.php',
    method: 'GET',
    path: '/backend/admin/booking-settings.php',
    query: query({}),
  },
  {
    name: 'POST admin/booking-settings.php',
    method: 'POST',
    path: '/backend/admin/booking-settings.php',
    query: query({}),
    body: body({ ...DEFAULT_BOOKING_SETTINGS }),
  },
  {
    name: 'GET admin/contact-booking.php',
    method: 'GET',
    path: '/backend/admin/contact-booking.php',
    query: query({ contact_id: '2' }),
  },
  { name: 'POST admin/booking-confirm.php', method: 'POST', path: '/backend/admin/booking-confirm.php', query: id() },
  {
    name: 'POST admin/booking-propose.php',
    method: 'POST',
    path: '/backend/admin/booking-propose.php',
    query: id(),
    body: body({ date: '2026-12-09', from: '13:00', team: 'الفريق 1' }),
  },
  {
    name: 'POST admin/booking-decline.php',
    method: 'POST',
    path: '/backend/admin/booking-decline.php',
    query: id(),
    body: body({ reason: 'لا نخدم هذا الحي\nنعتذر' }),
  },
  {
    name: 'GET admin/reports.php',
    method: 'GET',
    path: '/backend/admin/reports.php',
    query: query({ period: 'week', tab: 'performance' }),
  },
  {
    name: 'GET admin/reports-export.php',
    method: 'GET',
    path: '/backend/admin/reports-export.php',
    query: query({ period: 'year', tab: 'clients' }),
  },
  {
    name: 'POST admin/contact-status.php',
    method: 'POST',
    path: '/backend/admin/contact-status.php',
    query: id(),
    body: body({ status: 'contacted', read: true, spam: false }),
    changes: { table: 'contacts', expected: asStatus },
  },
  {
    name: 'GET admin/contact-notes.php',
    method: 'GET',
    path: '/backend/admin/contact-notes.php',
    query: query({ contact_id: '2' }),
  },
  {
    name: 'POST admin/contact-notes.php',
    method: 'POST',
    path: '/backend/admin/contact-notes.php',
    query: query({ contact_id: '2' }),
    body: body({ body: 'اتصلت بالعميل\nوسأعاود غدًا' }),
  },
  {
    name: 'GET admin/contacts-export.php',
    method: 'GET',
    path: '/backend/admin/contacts-export.php',
    query: query(LEAD_FILTERS),
  },
  { name: 'GET admin/contact-stats.php', method: 'GET', path: '/backend/admin/contact-stats.php', query: query({}) },
  { name: 'GET admin/contact.php', method: 'GET', path: '/backend/admin/contact.php', query: query({ id: '2' }) },
  { name: 'GET admin/notifications.php', method: 'GET', path: '/backend/admin/notifications.php', query: query({}) },
  { name: 'GET admin/backups.php', method: 'GET', path: '/backend/admin/backups.php', query: query({}) },
  // The demo's rows: counted, and removed by an owner (this office holds none: nothing may change).
  { name: 'GET admin/demo-data.php', method: 'GET', path: '/backend/admin/demo-data.php', query: query({}) },
  {
    name: 'DELETE admin/demo-data.php',
    method: 'POST',
    path: '/backend/admin/demo-data.php',
    query: query({ _method: 'DELETE' }),
  },
  // GET admin/events.php is a stream that never ends by itself; its one input (Last-Event-ID) is a
  // number read with a fixed pattern, and server/test/live-events.test.ts covers it.
  ...writeCalls('contacts.php', 'contacts', validAdminContact, asAdminContact),
  {
    name: 'GET admin/portfolio.php',
    method: 'GET',
    path: '/backend/admin/portfolio.php',
    query: query({ page: '1', limit: '20' }),
  },
  ...writeCalls('portfolio.php', 'portfolio_items', validPortfolio, asPortfolio),
  {
    name: 'POST admin/upload.php',
    method: 'POST',
    path: '/backend/admin/upload.php',
    query: query({}),
    body: 'multipart',
  },
  // Staff accounts and the audit log. Calls that hash a password (scrypt, about a second here) run fewer times.
  { name: 'GET admin/account.php', method: 'GET', path: '/backend/admin/account.php', query: query({}) },
  {
    // My own name and admin language (the shared session's account; nothing else may change).
    name: 'POST admin/account.php',
    method: 'POST',
    path: '/backend/admin/account.php',
    query: query({}),
    body: body({ name: 'موظف', language: 'en' }),
  },
  {
    name: 'POST admin/account-password.php',
    method: 'POST',
    path: '/backend/admin/account-password.php',
    query: query({}),
    // A wrong current password: the shared session's password never changes.
    body: body({ currentPassword: 'not the password', newPassword: 'a long new phrase 4242' }, signInField),
    runs: 40,
  },
  { name: 'GET admin/sessions.php', method: 'GET', path: '/backend/admin/sessions.php', query: query({}) },
  {
    // Starting the set-up (a new key, unconfirmed) or a wrong code for its confirmation.
    name: 'POST admin/mfa-totp.php',
    method: 'POST',
    path: '/backend/admin/mfa-totp.php',
    query: query({ action: 'confirm' }),
    body: body({ code: '123456' }),
  },
  {
    name: 'DELETE admin/mfa-totp.php',
    method: 'POST',
    path: '/backend/admin/mfa-totp.php',
    query: query({ _method: 'DELETE' }),
    body: body({ code: '123456' }),
  },
  { name: 'GET admin/passkeys.php', method: 'GET', path: '/backend/admin/passkeys.php', query: query({}) },
  {
    // Starting a registration (a challenge kept), or a confirmation the library refuses (400).
    name: 'POST admin/passkeys.php',
    method: 'POST',
    path: '/backend/admin/passkeys.php',
    query: query({ action: 'confirm' }),
    body: body({ name: 'هاتفي', response: PASSKEY_ANSWER }),
  },
  {
    name: 'PUT admin/passkeys.php',
    method: 'POST',
    path: '/backend/admin/passkeys.php',
    query: id().map((q) => ({ ...q, _method: 'PUT' })),
    body: body({ name: 'مفتاح المكتب' }),
  },
  {
    name: 'DELETE admin/passkeys.php',
    method: 'POST',
    path: '/backend/admin/passkeys.php',
    query: id().map((q) => ({ ...q, _method: 'DELETE' })),
  },
  { name: 'GET admin/mfa-policy.php', method: 'GET', path: '/backend/admin/mfa-policy.php', query: query({}) },
  {
    name: 'POST admin/mfa-policy.php',
    method: 'POST',
    path: '/backend/admin/mfa-policy.php',
    query: query({}),
    body: body({ required: false }),
  },
  {
    name: 'DELETE admin/staff-mfa.php',
    method: 'POST',
    path: '/backend/admin/staff-mfa.php',
    query: query({ id: '2', _method: 'DELETE' }),
  },
  {
    name: 'DELETE admin/sessions.php',
    method: 'POST',
    path: '/backend/admin/sessions.php',
    query: query({ id: 'AAAAAAAAAAAAAAAAAAAAAA', _method: 'DELETE' }),
  },
  {
    name: 'GET admin/staff.php',
    method: 'GET',
    path: '/backend/admin/staff.php',
    query: query({ page: '1', limit: '20' }),
  },
  {
    name: 'POST admin/staff.php',
    method: 'POST',
    path: '/backend/admin/staff.php',
    query: query({}),
    body: body({ name: 'موظف', email: 'fuzz.colleague@example.com', password: 'a first phrase 8080' }),
    runs: 60,
  },
  {
    name: 'PUT admin/staff.php',
    method: 'POST',
    path: '/backend/admin/staff.php',
    query: query({ id: '2', _method: 'PUT' }),
    body: body({ name: 'اسم جديد', active: true }),
  },
  {
    name: 'GET admin/audit.php',
    method: 'GET',
    path: '/backend/admin/audit.php',
    query: query({ page: '1', limit: '20', actor: 'system', action: 'signout', from: '2026-01-01', to: '2026-12-31' }),
  },
  {
    name: 'GET admin/audit-export.php',
    method: 'GET',
    path: '/backend/admin/audit-export.php',
    query: query({ actor: '1', action: 'contact.created', from: '2026-01-01', to: '2026-12-31' }),
  },
];
