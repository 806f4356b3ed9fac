import type { LoginInput, LoginResponse } from '@shared/schemas';
import { API_PATHS, api } from '@/lib/api-client';

export async function login(input: LoginInput): Promise<LoginResponse> {
  const { data } = await api.post<LoginResponse>(API_PATHS.login, input);
  return data;
}
