import { z } from 'zod';
import { auditFiltersSchema, auditListQuerySchema } from '../schemas/audit';
import {
  bookingActionQuerySchema,
  bookingDeclineSchema,
  bookingProposeSchema,
  bookingSettingsSchema,
  bookingSlotsQuerySchema,
  bookingSubmitSchema,
  bookingTokenQuerySchema,
} from '../schemas/bookings';
import { whatsappVerifyQuerySchema, whatsappWebhookSchema } from '../schemas/whatsapp';
import { loginSchema } from '../schemas/auth';
import { adminContactSchema, contactSubmitSchema } from '../schemas/contact';
import {
  contentDraftSchema,
  contentPreviewQuerySchema,
  contentPublishQuerySchema,
  contentSectionQuerySchema,
  contentVersionQuerySchema,
} from '../schemas/content';
import {
  contactFiltersSchema,
  contactIdQuerySchema,
  contactListQuerySchema,
  contactNoteSchema,
  contactStatusSchema,
} from '../schemas/messages';
import { customerListQuerySchema, customerMergeSchema, customerSplitSchema } from '../schemas/customers';
import { emailSettingsSchema } from '../schemas/notifications';
import { visitListQuerySchema, visitSchema } from '../schemas/visits';
import { reportQuerySchema } from '../schemas/reports';
import { idQuerySchema, pagingSchema } from '../schemas/paging';
import { portfolioItemSchema } from '../schemas/portfolio';
import {
  accountUpdateSchema,
  changePasswordSchema,
  sessionDeleteQuerySchema,
  staffCreateSchema,
  staffListQuerySchema,
  staffUpdateSchema,
} from '../schemas/staff';
import { passkeyNameSchema, passkeyRegisterBodySchema, passkeyRegisterQuerySchema } from '../schemas/passkeys';
import {
  loginMfaQuerySchema,
  loginMfaSchema,
  mfaPolicySchema,
  mfaTotpBodySchema,
  mfaTotpQuerySchema,
  totpCodeSchema,
} from '../schemas/second-factor';
import { ROUTES, type RouteName } from './routes';

export { ADMIN_PREFIX, PUBLIC_PREFIX, ROUTES, routePath, type AnswerOf, type Route, type RouteName } from './routes';

const langQuery = z.object({ lang: z.enum(['ar', 'en'], 'invalid_choice').optional().default('ar') });

/**
 * The schemas that check each call's query and body (the server validates with them; the types of
 * the clients' bodies come from them). Calls with neither are not listed.
 */
const INPUT = {
  portfolioList: { query: langQuery },
  contactSubmit: { body: contactSubmitSchema },
  bookingSlots: { query: bookingSlotsQuerySchema },
  bookingSubmit: { body: bookingSubmitSchema },
  booking: { query: bookingTokenQuerySchema },
  bookingAction: { query: bookingActionQuerySchema },
  whatsappWebhookVerify: { query: whatsappVerifyQuerySchema },
  whatsappWebhook: { body: whatsappWebhookSchema },
  login: { body: loginSchema },
  loginMfa: { query: loginMfaQuerySchema, body: loginMfaSchema },
  mfaTotp: { query: mfaTotpQuerySchema, body: mfaTotpBodySchema },
  mfaTotpDelete: { body: totpCodeSchema },
  mfaPolicyUpdate: { body: mfaPolicySchema },
  passkeyRegister: { query: passkeyRegisterQuerySchema, body: passkeyRegisterBodySchema },
  passkeyRename: { query: idQuerySchema, body: passkeyNameSchema },
  passkeyDelete: { query: idQuerySchema },
  staffMfaReset: { query: idQuerySchema },
  contacts: { query: contactListQuerySchema },
  contactCreate: { body: adminContactSchema },
  contactUpdate: { query: idQuerySchema, body: adminContactSchema },
  contactDelete: { query: idQuerySchema },
  contact: { query: idQuerySchema },
  contactStatus: { query: idQuerySchema, body: contactStatusSchema },
  contactNotes: { query: contactIdQuerySchema },
  contactNoteAdd: { query: contactIdQuerySchema, body: contactNoteSchema },
  contactsExport: { query: contactFiltersSchema },
  customers: { query: customerListQuerySchema },
  customer: { query: idQuerySchema },
  customerMerge: { body: customerMergeSchema },
  customerSplit: { query: idQuerySchema, body: customerSplitSchema },
  visits: { query: visitListQuerySchema },
  visitCreate: { body: visitSchema },
  visitUpdate: { query: idQuerySchema, body: visitSchema },
  visitDelete: { query: idQuerySchema },
  bookingSettingsSave: { body: bookingSettingsSchema },
  contactBooking: { query: contactIdQuerySchema },
  bookingConfirm: { query: idQuerySchema },
  bookingPropose: { query: idQuerySchema, body: bookingProposeSchema },
  bookingDecline: { query: idQuerySchema, body: bookingDeclineSchema },
  reports: { query: reportQuerySchema },
  reportsExport: { query: reportQuerySchema },
  portfolio: { query: pagingSchema },
  portfolioCreate: { body: portfolioItemSchema },
  portfolioUpdate: { query: idQuerySchema, body: portfolioItemSchema },
  portfolioDelete: { query: idQuerySchema },
  accountUpdate: { body: accountUpdateSchema },
  accountPassword: { body: changePasswordSchema },
  sessionsEnd: { query: sessionDeleteQuerySchema },
  staff: { query: staffListQuerySchema },
  staffCreate: { body: staffCreateSchema },
  staffUpdate: { query: idQuerySchema, body: staffUpdateSchema },
  audit: { query: auditListQuerySchema },
  auditExport: { query: auditFiltersSchema },
  content: { query: contentSectionQuerySchema },
  contentSave: { query: contentSectionQuerySchema, body: contentDraftSchema },
  contentPublish: { query: contentPublishQuerySchema },
  contentRestore: { query: contentVersionQuerySchema },
  contentPreview: { query: contentPreviewQuerySchema },
  notificationSettings: { body: emailSettingsSchema },
} satisfies Partial<Record<RouteName, { query?: z.ZodType; body?: z.ZodType }>>;

type Input = typeof INPUT;
/** Each route of ROUTES with its schemas: the contract as the server uses it. */
export type ApiCall<N extends RouteName> = (typeof ROUTES)[N] & (N extends keyof Input ? Input[N] : object);

export const API = Object.fromEntries(
  Object.entries(ROUTES).map(([name, route]) => [name, { ...route, ...(INPUT as Record<string, object>)[name] }]),
) as { [N in RouteName]: ApiCall<N> };

/** What a client sends as a call's body (the schema's input). */
export type BodyOf<N extends RouteName> = N extends keyof Input
  ? Input[N] extends { body: z.ZodType }
    ? z.input<Input[N]['body']>
    : never
  : never;
