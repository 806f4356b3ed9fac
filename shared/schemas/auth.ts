import { z } from 'zod';

export const loginSchema = z.object({
  email: z.string('required').trim().toLowerCase().min(1, 'required').max(254, 'too_long'),
  password: z.string('required').min(1, 'required').max(1024, 'too_long'),
});
export type LoginInput = z.input<typeof loginSchema>;

export interface LoginResponse {
  admin: { email: string };
}
export interface MeResponse {
  authenticated: boolean;
  admin?: { email: string };
}
