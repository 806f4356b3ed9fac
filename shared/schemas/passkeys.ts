import { z } from 'zod';
import { requiredText } from './fields';

/**
 * Passkeys (WebAuthn) as the second step of signing in: the browser's answers as
 * @simplewebauthn/browser sends them (base64url fields), and what the server answers.
 */

/** Base64url text of at most `max` characters (a credential's id is at most 1023 bytes: 1364 characters). */
const base64url = (max: number) =>
  z
    .string('required')
    .min(1, 'required')
    .max(max, 'too_long')
    .regex(/^[A-Za-z0-9_-]+$/, 'invalid_type');
const credentialId = base64url(1400);
const clientExtensionResults = z.record(z.string(), z.unknown(), 'invalid_type').optional().default({});
const attachment = z.enum(['platform', 'cross-platform'], 'invalid_choice').optional();

/** navigator.credentials.get()'s answer: the signature over the challenge the server gave. */
export const passkeyAssertionSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', 'invalid_choice'),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    // A post-quantum signature is long: ML-DSA-87's is 4,627 bytes (6,170 characters), which
    // SimpleWebAuthn offers and Chromium's authenticators use; an ECDSA one is about 96.
    signature: base64url(8192),
    userHandle: base64url(1024).optional(),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults,
});

export type PasskeyAssertion = z.input<typeof passkeyAssertionSchema>;

/** navigator.credentials.create()'s answer: the new credential's public key ("none" attestation). */
export const passkeyAttestationSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', 'invalid_choice'),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    authenticatorData: base64url(16_384).optional(),
    transports: z.array(z.string().max(32, 'too_long'), 'invalid_type').max(8, 'too_long').optional(),
    publicKeyAlgorithm: z.number('invalid_type').int('invalid_type').optional(),
    publicKey: base64url(4096).optional(),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults,
});

export type PasskeyAttestation = z.input<typeof passkeyAttestationSchema>;

/** A passkey's name, as the person calls it ("My phone", "Office key"). */
export const PASSKEY_NAME_MAX = 60;
export const passkeyNameSchema = z.object({ name: requiredText(PASSKEY_NAME_MAX) });
export type PasskeyNameInput = z.input<typeof passkeyNameSchema>;

/** POST passkeys.php: `?action=confirm` ends the registration (its name and the browser's answer); without it, starts one. */
export const passkeyRegisterQuerySchema = z.object({ action: z.enum(['confirm'], 'invalid_choice').optional() });
export const passkeyRegisterBodySchema = z.object({
  name: requiredText(PASSKEY_NAME_MAX).optional(),
  response: passkeyAttestationSchema.optional(),
});
/** `?action=confirm`'s body: both are needed then. */
export const passkeyConfirmSchema = z.object({
  name: requiredText(PASSKEY_NAME_MAX),
  response: passkeyAttestationSchema,
});
export type PasskeyConfirmInput = z.input<typeof passkeyConfirmSchema>;

/** A credential as the browser is told of it (to exclude at registration, to allow at sign-in). */
export interface PasskeyDescriptor {
  id: string;
  type: 'public-key';
  transports?: string[];
}

/** POST passkeys.php: what navigator.credentials.create() is given (@simplewebauthn/browser's optionsJSON). */
export interface PasskeyCreationOptions {
  challenge: string;
  rp: { name: string; id?: string };
  user: { id: string; name: string; displayName: string };
  pubKeyCredParams: { alg: number; type: 'public-key' }[];
  timeout?: number;
  excludeCredentials?: PasskeyDescriptor[];
  authenticatorSelection?: {
    authenticatorAttachment?: 'platform' | 'cross-platform';
    residentKey?: 'discouraged' | 'preferred' | 'required';
    requireResidentKey?: boolean;
    userVerification?: 'discouraged' | 'preferred' | 'required';
  };
  hints?: string[];
  attestation?: 'none' | 'direct' | 'enterprise' | 'indirect';
  extensions?: { credProps?: boolean };
}

/** POST login-mfa.php?action=passkey: what navigator.credentials.get() is given. */
export interface PasskeyRequestOptions {
  challenge: string;
  timeout?: number;
  rpId?: string;
  allowCredentials?: PasskeyDescriptor[];
  userVerification?: 'discouraged' | 'preferred' | 'required';
  hints?: string[];
}

/** One of a person's passkeys as their account screen lists it. */
export interface Passkey {
  id: number;
  name: string;
  createdAt: string;
  /** The last sign-in it passed (null: never yet). */
  lastUsedAt: string | null;
}

/**
 * POST passkeys.php?action=confirm: the new passkey; `recovery_codes` (shown once) when it is the
 * person's first second factor, so that losing it does not lock them out.
 */
export interface PasskeyRegistered {
  item: Passkey;
  recovery_codes?: string[];
}
