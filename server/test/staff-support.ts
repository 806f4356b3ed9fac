import { expect } from 'vitest';
import type { Role } from '@shared/api/roles';
import { ADMIN, Client } from './harness';

/** Helpers of the staff, session and audit suites. */

let counter = 0;
/** A colleague's e-mail no other test in the file uses. */
export function colleagueEmail(prefix = 'colleague'): string {
  counter += 1;
  return `${prefix}${counter}.${Date.now().toString(36)}@example.com`;
}

export const FIRST_PASSWORD = 'first temporary phrase 481';
export const OWN_PASSWORD = 'my own chosen phrase 902';

/** A signed-in client of the harness's admin. */
export async function adminClient(url: string): Promise<Client> {
  const client = new Client(url);
  expect((await client.login()).status).toBe(200);
  return client;
}

/** Adds a colleague through the API (an agent unless `role` says otherwise) and returns their id and e-mail. */
export async function addColleague(admin: Client, name = 'سارة', email = colleagueEmail(), role?: Role) {
  const res = await admin.post('/backend/admin/staff.php', { name, email, password: FIRST_PASSWORD, role });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return { id: res.data.item.id as number, email, name };
}

/** Signs a colleague in and replaces the first password with their own, as the admin asks them to. */
export async function colleagueReady(url: string, email: string, headers: Record<string, string> = {}) {
  const client = new Client(url);
  const login = await client.request('POST', '/backend/admin/login.php', {
    json: { email, password: FIRST_PASSWORD },
    headers,
  });
  expect(login.status).toBe(200);
  const changed = await client.post('/backend/admin/account-password.php', {
    currentPassword: FIRST_PASSWORD,
    newPassword: OWN_PASSWORD,
  });
  expect(changed.status, JSON.stringify(changed.data)).toBe(200);
  return client;
}

/** Signs in with the colleague's own password (after colleagueReady). */
export async function signIn(
  url: string,
  email: string,
  password = OWN_PASSWORD,
  headers: Record<string, string> = {},
) {
  const client = new Client(url);
  const res = await client.request('POST', '/backend/admin/login.php', { json: { email, password }, headers });
  return { client, res };
}

export const AR = { 'Accept-Language': 'ar' };
export { ADMIN };
