import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { API } from '@shared/api/contract';
import type { Clock } from '../../clock';
import type { Admin, Models } from '../../db/models';

/** How long the second step may wait after a right password. */
const LIFETIME_MS = 5 * 60_000;
const cookieName = (https: boolean) => (https ? '__Secure-mhs_mfa_pending' : 'mhs_mfa_pending');
/** Binds the cookie to the password it was earned with: a password changed meanwhile voids it. */
const passwordTag = (admin: Admin) =>
  createHash('sha256').update(admin.password_hash).digest().subarray(0, 12).toString('base64url');

/** A right password waiting for its second step: whose, and which attempt (a passkey's challenge is given to one). */
export interface PendingSignIn {
  admin: Admin;
  attempt: string;
}

/**
 * Between the two steps of signing in there is no session: the right password earns a signed
 * cookie (the session secret's signature, through Koa's keys) naming the account, until when it
 * counts, a tag of the password and a random name for this attempt, sent only to login-mfa.php (its
 * Path). It proves the password alone and opens nothing else; any instance can read it.
 */
export class PendingSignIns {
  constructor(
    private readonly models: Models,
    private readonly clock: Clock,
    private readonly https: boolean,
  ) {}

  issue(ctx: Context, admin: Admin): void {
    const until = this.clock.now() + LIFETIME_MS;
    const attempt = randomBytes(12).toString('base64url');
    const value = `${admin.id}.${until}.${passwordTag(admin)}.${attempt}`;
    ctx.cookies.set(cookieName(this.https), value, this.options(LIFETIME_MS));
  }

  /** The active account whose password this request's cookie proves, and the attempt; null (none, expired, changed). */
  async read(ctx: Context): Promise<PendingSignIn | null> {
    const [id, until, tag, attempt] = ctx.cookies.get(cookieName(this.https), { signed: true })?.split('.') ?? [];
    if (!id || !/^\d+$/.test(id) || !(Number(until) > this.clock.now()) || !attempt) return null;
    const admin = await this.models.Admin.findByPk(Number(id));
    return admin?.active && passwordTag(admin) === tag ? { admin, attempt } : null;
  }

  clear(ctx: Context): void {
    ctx.cookies.set(cookieName(this.https), null, this.options(0));
  }

  private options(maxAge: number) {
    return {
      signed: true,
      httpOnly: true,
      sameSite: 'strict' as const,
      secure: this.https,
      path: API.loginMfa.path,
      ...(maxAge > 0 ? { maxAge } : {}),
    };
  }
}
