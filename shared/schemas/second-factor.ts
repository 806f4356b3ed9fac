import { z } from 'zod';
import { cleanString } from './fields';
import { passkeyAssertionSchema } from './passkeys';

/** The methods a person can pass the second step of signing in with. */
export const SECOND_FACTOR_METHODS = ['totp', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/**
 * An authenticator app's six digits, as typed: spaces (the apps show "123 456") and Arabic-Indic
 * digits are accepted and taken away before the check.
 */
export const authenticatorCode = cleanString({ typeMessage: 'required' })
  .transform((v) => v.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'invalid_code'));

/** A recovery code as typed: letters and digits in any case, dashes and spaces ignored. */
export const recoveryCode = cleanString({ typeMessage: 'required' })
  .transform((v) => v.toLowerCase().replace(/[\s-]+/g, ''))
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, 'invalid_code'));

/**
 * POST /backend/admin/login-mfa.php: the second step of signing in, with one of the three (an
 * authenticator app's code, a recovery code, a passkey's answer to the challenge of
 * `?action=passkey`); and `remember_device` for "this device is mine" (it skips the second step
 * there for 30 days).
 */
export const loginMfaSchema = z
  .object({
    code: authenticatorCode.optional(),
    recovery_code: recoveryCode.optional(),
    passkey: passkeyAssertionSchema.optional(),
    remember_device: z.boolean('invalid_flag').optional().default(false),
  })
  .refine((b) => [b.code, b.recovery_code, b.passkey].filter((v) => v !== undefined).length === 1, {
    message: 'required',
    path: ['code'],
  });
export type LoginMfaInput = z.input<typeof loginMfaSchema>;
/** `?action=passkey`: the challenge for a passkey (no body), instead of a second step. */
export const loginMfaQuerySchema = z.object({ action: z.enum(['passkey'], 'invalid_choice').optional() });

/** POST /backend/admin/mfa-totp.php: `?action=confirm` ends the set-up (with a code); without it, starts it. */
export const mfaTotpQuerySchema = z.object({ action: z.enum(['confirm'], 'invalid_choice').optional() });
/** The code of a confirmation; starting the set-up sends none. */
export const mfaTotpBodySchema = z.object({ code: authenticatorCode.optional() });
/** POST /backend/admin/mfa-totp.php?_method=DELETE: a current code proves the person holds the app. */
export const totpCodeSchema = z.object({ code: authenticatorCode });
export type TotpCodeInput = z.input<typeof totpCodeSchema>;

/** POST /backend/admin/mfa-policy.php: whether owners and managers must have a second factor. */
export const mfaPolicySchema = z.object({ required: z.boolean('invalid_flag') });
export type MfaPolicy = z.output<typeof mfaPolicySchema>;

/** login.php's answer after a right password when the person has a second factor: no session yet. */
export interface LoginMfaRequired {
  mfa_required: true;
  methods: SecondFactorMethod[];
}

/** POST mfa-totp.php: the key to put in the authenticator app, as text and as the QR code's address. */
export interface TotpSetup {
  secret: string;
  otpauth_url: string;
}

/** POST mfa-totp.php?action=confirm: ten single-use codes, shown this once (the server keeps only their hashes). */
export interface RecoveryCodes {
  recovery_codes: string[];
}

/** A person's second factor as their account screen shows it. */
export interface SecondFactorStatus {
  totp: boolean;
  /** How many passkeys the person has. */
  passkeys: number;
  /** Unused recovery codes left. */
  recoveryCodesLeft: number;
  /** Whether the owner's policy requires one of this person (owners and managers while it is on). */
  required: boolean;
}
