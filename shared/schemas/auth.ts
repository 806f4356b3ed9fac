import { z } from 'zod';

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'required').max(254, 'at most 254 characters'),
  password: z.string().min(1, 'required').max(1024, 'at most 1024 characters'),
});
export type LoginInput = z.input<typeof loginSchema>;

export interface LoginResponse {
  admin: { email: string };
}
export interface MeResponse {
  authenticated: boolean;
  admin?: { email: string };
}
