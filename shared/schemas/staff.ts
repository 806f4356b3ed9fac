import { z } from 'zod';
import { DEFAULT_ROLE, ROLES, type Role } from '../api/role-names';
import { LANGUAGES, type Language } from '../constants';
import type { SecondFactorStatus } from './second-factor';
import { cleanString, LIMITS, requiredText } from './fields';
import { pagingSchema } from './paging';

/** A password as typed: the policy itself (length, commonness) is checked by the server. */
const passwordField = cleanString({ typeMessage: 'required' }).min(1, 'required').max(1024, 'too_long');

const requiredEmail = cleanString({ typeMessage: 'required' })
  .trim()
  .toLowerCase()
  .min(1, 'required')
  .max(LIMITS.email, 'too_long')
  .refine((v) => z.email().safeParse(v).success, 'invalid_email');

/** POST /backend/admin/account-password.php. */
export const changePasswordSchema = z.object({ currentPassword: passwordField, newPassword: passwordField });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** POST /backend/admin/account.php: my own name and my admin language. */
export const accountUpdateSchema = z.object({
  name: requiredText(LIMITS.name).optional(),
  language: z.enum(LANGUAGES, 'invalid_choice').optional(),
});
export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;

const roleField = z.enum(ROLES, 'invalid_choice');

/** POST /backend/admin/staff.php: a colleague's account with a first password and a role (agent if none). */
export const staffCreateSchema = z.object({
  name: requiredText(LIMITS.name),
  email: requiredEmail,
  password: passwordField,
  role: roleField.optional().default(DEFAULT_ROLE),
});
export type StaffCreateInput = z.input<typeof staffCreateSchema>;

/** POST /backend/admin/staff.php?id=N&_method=PUT: rename, change the role, disable or enable, reset the password. */
export const staffUpdateSchema = z.object({
  name: requiredText(LIMITS.name).optional(),
  role: roleField.optional(),
  active: z.boolean('invalid_flag').optional(),
  password: passwordField.optional(),
});
export type StaffUpdateInput = z.input<typeof staffUpdateSchema>;

export const staffListQuerySchema = pagingSchema;

/** POST /backend/admin/sessions.php?id=X&_method=DELETE, or ?others=1&_method=DELETE. */
export const sessionDeleteQuerySchema = z
  .object({
    id: z
      .string('invalid_choice')
      .regex(/^[\w-]{22}$/, 'invalid_choice')
      .optional(),
    others: z.literal('1', 'invalid_flag').optional(),
  })
  .refine((q) => q.id !== undefined || q.others !== undefined, { message: 'required', path: ['id'] });

/** GET /backend/admin/account.php. */
export interface AccountInfo {
  email: string;
  name: string;
  lastSignInAt: string | null;
  /** Set when someone else chose the password: the person changes it before anything else. */
  mustChangePassword: boolean;
  /** The admin's language for this person, kept on the account. */
  language: Language;
  /** What this person may do (shared/api/roles.ts). */
  role: Role;
  /** Their second factor (authenticator app, recovery codes) and whether the owner's policy requires one. */
  secondFactor: SecondFactorStatus;
  /** Required and not set up: this session may only set it up (after a temporary password is changed). */
  secondFactorSetupRequired: boolean;
}

/** Where a session was opened: the desktop app or a browser, told by its user agent. */
export interface SessionDevice {
  app: 'desktop' | 'browser';
  /** Browser or app name and operating system as the user agent gives them ('' when unknown). */
  browser: string;
  os: string;
}

/** GET /backend/admin/sessions.php items. `id` is a handle of the session, never its cookie. */
export interface SessionItem {
  id: string;
  device: SessionDevice;
  address: string;
  lastSeenAt: string;
  current: boolean;
}

/** GET /backend/admin/staff.php items. */
export interface StaffMember {
  id: number;
  name: string;
  email: string;
  active: boolean;
  lastSignInAt: string | null;
  mustChangePassword: boolean;
  role: Role;
  createdAt: string;
  /** Whether they have a second factor (an owner can reset it for them). */
  secondFactor: boolean;
  /** The signed-in person's own account. */
  current: boolean;
}
