import { CookieJar, fetchWithJar } from '../support/cookie-fetch';
import type { Role } from '../../shared/api/roles';
import { TEST_ADMIN } from '../support/server';

/**
 * An owner's account whose admin language is English, for the English admin screens of the layout checks and
 * the contact sheet: the language is kept on the account, so the shared Arabic test admin cannot be
 * switched without changing what the other tests see.
 */
export const ENGLISH_ADMIN = { email: 'english.admin@test.example', password: 'english staff passphrase 5820' };
const FIRST_PASSWORD = 'first english passphrase 1170';

/**
 * Adds the screens' accounts on a fresh server (once, before the tests), each with its own password
 * and language: the English owner and the two agents.
 */
export async function prepareScreenAccounts(baseUrl: string): Promise<void> {
  const post = (jar: CookieJar, path: string, body: unknown) =>
    fetchWithJar(jar)(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const admin = new CookieJar();
  await expectOk(post(admin, '/backend/admin/login.php', TEST_ADMIN));
  const add = async (name: string, account: { email: string; password: string }, role: Role, language: 'ar' | 'en') => {
    await expectOk(
      post(admin, '/backend/admin/staff.php', { name, email: account.email, password: FIRST_PASSWORD, role }),
    );
    const jar = new CookieJar();
    await expectOk(post(jar, '/backend/admin/login.php', { email: account.email, password: FIRST_PASSWORD }));
    await expectOk(
      post(jar, '/backend/admin/account-password.php', {
        currentPassword: FIRST_PASSWORD,
        newPassword: account.password,
      }),
    );
    await expectOk(post(jar, '/backend/admin/account.php', { language }));
  };
  await add('Sam Carter', ENGLISH_ADMIN, 'owner', 'en');
  await add('عادل الحربي', AGENTS.ar, 'agent', 'ar');
  await add('Dana Agent', AGENTS.en, 'agent', 'en');
}

async function expectOk(pending: Promise<Response>): Promise<void> {
  const res = await pending;
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
}

/** An agent in each admin language, for the screens as that role sees them. */
export const AGENTS = {
  ar: { email: 'agent.ar@test.example', password: 'agent staff passphrase 3391' },
  en: { email: 'agent.en@test.example', password: 'agent staff passphrase 3392' },
} as const;

/** Who signs in to see an admin screen in `lang`: an owner, or an agent when the screen says so. */
export const adminFor = (lang: 'ar' | 'en', role: Role = 'owner') => {
  if (role === 'agent') return AGENTS[lang];
  if (role !== 'owner') throw new Error(`no ${role} account for the screens`);
  return lang === 'en' ? ENGLISH_ADMIN : TEST_ADMIN;
};
