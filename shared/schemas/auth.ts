import type { Role } from '../api/role-names';
import { z } from 'zod';
import { cleanString } from './fields';

export const loginSchema = z.object({
  email: cleanString({ typeMessage: 'required' }).trim().toLowerCase().min(1, 'required').max(254, 'too_long'),
  password: cleanString({ typeMessage: 'required' }).min(1, 'required').max(1024, 'too_long'),
});
export type LoginInput = z.input<typeof loginSchema>;

/**
 * The spec's `{admin: {email}}`, with the person's role added; `mfa_setup_required` when the owner's
 * policy requires a second factor this person has not set up: the session then allows only setting it up.
 */
export interface LoginResponse {
  admin: { email: string; role: Role };
  mfa_setup_required?: true;
}
export interface MeResponse {
  authenticated: boolean;
  admin?: { email: string; role: Role };
}
