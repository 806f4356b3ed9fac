import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { API } from '@shared/api/contract';
import type { CookieSigner } from '../sessions/cookie-signer';

/**
 * The device cookie of OWASP's guidance on lockouts: after a successful sign-in the browser (or the
 * desktop app) keeps a signed cookie naming that account and a random device id. A later sign-in to
 * the same account that presents it is "trusted": it is not shed with an anonymous flood, and its
 * failures are counted per device instead of per account, per address and across all addresses
 * (login-throttle.ts), so an attack on the office's accounts cannot lock the office out.
 *
 * The cookie proves nothing by itself (the password is still checked) and is sent only to the
 * sign-in call (its Path). Signed with the session secret through Koa's keys; it carries a hash of
 * the e-mail address, not the address.
 */
const LIFETIME_MS = 180 * 24 * 3_600_000;
const PATH = API.login.path;
const cookieName = (https: boolean) => (https ? '__Secure-mhs_device' : 'mhs_device');
const emailTag = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest().subarray(0, 12).toString('base64url');

/** The device id when the request carries a valid device cookie for this e-mail, else null. */
export function knownDevice(ctx: Context, email: string, https: boolean): string | null {
  const value = ctx.cookies.get(cookieName(https), { signed: true });
  const [tag, device] = value?.split('.') ?? [];
  return tag === emailTag(email) && device ? device : null;
}

/**
 * Whether a Cookie header carries a device cookie with a valid signature, for any account: the
 * sign-in shedding's check before the body is read (security/sign-in-shedding.ts). Signed as Koa's
 * cookies sign (the signature of "name=value" in the cookie "name.sig").
 */
export function hasSignedDeviceCookie(cookieHeader: string | undefined, signer: CookieSigner, https: boolean): boolean {
  if (!cookieHeader) return false;
  const name = cookieName(https);
  const value = cookieValue(cookieHeader, name);
  const signature = cookieValue(cookieHeader, `${name}.sig`);
  return value !== undefined && signature !== undefined && signer.verify(`${name}=${value}`, signature);
}

function cookieValue(header: string, name: string): string | undefined {
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** Gives the client a device cookie for this account (a new id each time, so it is never fixed by a third party). */
export function rememberDevice(ctx: Context, email: string, https: boolean): void {
  ctx.cookies.set(cookieName(https), `${emailTag(email)}.${randomBytes(16).toString('base64url')}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: https,
    path: PATH,
    maxAge: LIFETIME_MS,
  });
}
