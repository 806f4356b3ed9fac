import { CookieJar, fetchWithJar } from '../support/cookie-fetch';
import { TEST_ADMIN } from '../support/server';

/**
 * An account whose admin language is English, for the English admin screens of the layout checks and
 * the contact sheet: the language is kept on the account, so the shared Arabic test admin cannot be
 * switched without changing what the other tests see.
 */
export const ENGLISH_ADMIN = { email: 'english.admin@test.example', password: 'english staff passphrase 5820' };
const FIRST_PASSWORD = 'first english passphrase 1170';

/** Adds the English account on a fresh server (once, before the tests): added, own password, English. */
export async function prepareEnglishAdmin(baseUrl: string): Promise<void> {
  const post = (jar: CookieJar, path: string, body: unknown) =>
    fetchWithJar(jar)(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const admin = new CookieJar();
  await expectOk(post(admin, '/backend/admin/login.php', TEST_ADMIN));
  await expectOk(
    post(admin, '/backend/admin/staff.php', { name: 'Sam Carter', ...ENGLISH_ADMIN, password: FIRST_PASSWORD }),
  );
  const english = new CookieJar();
  await expectOk(post(english, '/backend/admin/login.php', { email: ENGLISH_ADMIN.email, password: FIRST_PASSWORD }));
  await expectOk(
    post(english, '/backend/admin/account-password.php', {
      currentPassword: FIRST_PASSWORD,
      newPassword: ENGLISH_ADMIN.password,
    }),
  );
  await expectOk(post(english, '/backend/admin/account.php', { language: 'en' }));
}

async function expectOk(pending: Promise<Response>): Promise<void> {
  const res = await pending;
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
}

/** Who signs in to see an admin screen in `lang`. */
export const adminFor = (lang: 'ar' | 'en') => (lang === 'en' ? ENGLISH_ADMIN : TEST_ADMIN);
