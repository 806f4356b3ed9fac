import type { RouteName } from '@shared/api/contract';
import { DEFAULT_BOOKING_SETTINGS } from '../bookings/booking-settings';

/**
 * An example request for the calls that take a query or a body: what an integrator copies, and what
 * a tool walking the document sends first (the fuzzer in tests/fuzz/ sends them to a server whose
 * first rows it made: message 1 and 2, visit 1, item 1, staff member 2). Each is valid for its
 * call's schema (server/test/openapi.test.ts checks it).
 */
export interface CallExample {
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

const message = {
  name: 'محمد العتيبي',
  phone: '0551234567',
  service: 'تنظيف',
  message: 'تنظيف شقة من ثلاث غرف',
  email: 'mohammed@example.com',
};
const adminMessage = { ...message, preferred_time: 'مساءً', urgency: 'urgent' };
const visit = {
  contact_id: 1,
  date: '2026-12-05',
  from: '09:00',
  to: '11:00',
  team: 'فريق أ',
  price: 450,
  address: 'شارع قباء، عمارة 12',
  district: 'قباء',
  service_key: 'cleaning',
};
const portfolioItem = {
  category: 'marble',
  title_ar: 'جلي رخام',
  title_en: 'Marble polishing',
  image: '/uploads/example.webp',
  before_after: 1,
  date: '2026-10-01',
  location_ar: 'قباء',
  location_en: 'Quba',
  description_ar: 'جلي وتلميع رخام الصالة',
  description_en: 'Polishing the hall’s marble',
  testimonial_ar: 'عمل ممتاز',
  testimonial_en: 'Excellent work',
  client_name_ar: 'خالد',
  client_name_en: 'Khalid',
  rating: 5,
  duration_ar: '4 ساعات',
  duration_en: '4 hours',
};
const one = { id: '1' };
const token = { token: 'Q2hhbmdlLXRoaXMtZXhhbXBsZS10b2tl' };
const booking = {
  service_key: 'cleaning',
  date: '2026-12-05',
  from: '10:00',
  name: 'نورة المطيري',
  phone: '0551234567',
  district: 'العزيزية',
  address: 'شارع الهجرة، عمارة 12',
  notes: 'الدور الثاني',
  email: '',
};

export const EXAMPLES: Partial<Record<RouteName, CallExample>> = {
  portfolioList: { query: { lang: 'en' } },
  contactSubmit: {
    body: { ...message, preferredTime: 'مساءً', urgency: 'normal', page: '/contact', elapsedMs: 42_000 },
  },
  bookingSlots: { query: { service: 'cleaning', from: '2026-12-05', days: '7' } },
  bookingSubmit: { body: { ...booking, lang: 'ar', page: '/', elapsedMs: 42_000 } },
  booking: { query: token },
  bookingAction: { query: { ...token, action: 'cancel' } },
  whatsappWebhookVerify: {
    query: { 'hub.mode': 'subscribe', 'hub.verify_token': 'the-token-typed-in-meta', 'hub.challenge': '1158201444' },
  },
  whatsappWebhook: {
    body: {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                statuses: [{ id: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBJDQjZCMzlEQUE4OTJBMTE4RTUA', status: 'delivered' }],
              },
            },
          ],
        },
      ],
    },
  },
  login: { body: { email: 'owner@example.com', password: 'the account’s passphrase' } },
  loginMfa: { query: {}, body: { code: '123456', remember_device: true } },
  contacts: { query: { page: '1', limit: '20', status: 'new', sort: 'newest' } },
  contactCreate: { body: adminMessage },
  contactUpdate: { query: one, body: adminMessage },
  contactDelete: { query: { id: '2' } },
  contact: { query: one },
  contactStatus: { query: one, body: { status: 'contacted', read: true } },
  contactNotes: { query: { contact_id: '1' } },
  contactNoteAdd: { query: { contact_id: '1' }, body: { body: 'Called back: a visit on Thursday' } },
  contactsExport: { query: { from: '2026-11-01', to: '2026-11-30' } },
  customers: { query: { status: 'active', page: '1' } },
  customer: { query: one },
  customerMerge: { body: { into_id: 1, from_id: 2 } },
  customerSplit: { query: one, body: { contact_ids: [1] } },
  visits: { query: { from: '2026-12-01', to: '2026-12-31' } },
  visitCreate: { body: visit },
  visitUpdate: { query: one, body: { ...visit, status: 'confirmed' } },
  visitDelete: { query: one },
  bookingSettingsSave: { body: DEFAULT_BOOKING_SETTINGS as unknown as Record<string, unknown> },
  contactBooking: { query: { contact_id: '1' } },
  bookingConfirm: { query: one },
  bookingPropose: { query: one, body: { date: '2026-12-06', from: '13:00', team: '' } },
  bookingDecline: { query: one, body: { reason: 'لا يتوفر فريق في هذا الحي يوم الجمعة' } },
  reports: { query: { period: 'month', tab: 'overview' } },
  reportsExport: { query: { period: 'month', tab: 'financial' } },
  portfolio: { query: { page: '1' } },
  portfolioCreate: { body: portfolioItem },
  portfolioUpdate: { query: one, body: portfolioItem },
  portfolioDelete: { query: one },
  accountUpdate: { body: { name: 'Huda', language: 'en' } },
  accountPassword: { body: { currentPassword: 'the current passphrase', newPassword: 'a new long passphrase 2027' } },
  sessionsEnd: { query: { others: '1' } },
  mfaTotp: { query: { action: 'confirm' }, body: { code: '123456' } },
  mfaTotpDelete: { body: { code: '123456' } },
  mfaPolicyUpdate: { body: { required: true } },
  passkeyRegister: {
    query: { action: 'confirm' },
    body: {
      name: 'My phone',
      response: {
        id: 'uK0SW0TJTFGCwI1qkRmd3A',
        rawId: 'uK0SW0TJTFGCwI1qkRmd3A',
        type: 'public-key',
        response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2NmbXRkbm9uZQ' },
        clientExtensionResults: {},
      },
    },
  },
  passkeyRename: { query: one, body: { name: 'Office security key' } },
  passkeyDelete: { query: one },
  staffMfaReset: { query: { id: '2' } },
  staff: { query: { page: '1' } },
  staffCreate: {
    body: { name: 'Huda', email: 'huda@example.com', password: 'a first passphrase 2026', role: 'agent' },
  },
  staffUpdate: { query: { id: '2' }, body: { role: 'manager' } },
  audit: { query: { action: 'contact.updated', from: '2026-11-01' } },
  auditExport: { query: { from: '2026-11-01' } },
  content: { query: { section: 'company' } },
  contentSave: { query: { section: 'faq' }, body: { version: 0, draft: { items: [] } } },
  contentPublish: { query: { section: 'faq' } },
  contentRestore: { query: { version: '1' } },
  contentPreview: { query: { path: '/en' } },
  notificationSettings: {
    body: {
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      user: 'office@example.com',
      password: 'the mail account’s password',
      sender: 'office@example.com',
      recipients: ['office@example.com'],
    },
  },
};
