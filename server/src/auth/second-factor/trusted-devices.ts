import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { QueryTypes, type Sequelize } from 'sequelize';
import { API } from '@shared/api/contract';
import type { Clock } from '../../clock';
import { dbTimestamp } from '../../db/time';

const LIFETIME_MS = 30 * 24 * 3_600_000;
const cookieName = (https: boolean) => (https ? '__Secure-mhs_mfa_device' : 'mhs_mfa_device');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * "This device is mine": after a second step passed with it ticked, the browser (or the desktop
 * app) keeps for 30 days a signed cookie with the account's id and a random token, and the server
 * the token's hash. A sign-in to that account with the right password and that cookie skips the
 * second step; on any other device, or for another account, it is asked. Resetting or turning off
 * the second factor deletes the person's rows, so every such cookie stops counting at once.
 * The cookie is sent only to the sign-in call (its Path), HttpOnly and SameSite=Strict.
 */
export class TrustedDevices {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly clock: Clock,
    private readonly https: boolean,
  ) {}

  async remember(ctx: Context, adminId: number): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await this.sequelize.query(
      'DELETE FROM staff_trusted_devices WHERE admin_id = $1 AND expires_at <= $2', // this person's outdated ones
      { bind: [adminId, dbTimestamp(new Date(now))] },
    );
    await this.sequelize.query(
      'INSERT INTO staff_trusted_devices (token_hash, admin_id, expires_at, created_at) VALUES ($1, $2, $3, $4)',
      { bind: [hashOf(token), adminId, dbTimestamp(new Date(now + LIFETIME_MS)), dbTimestamp(new Date(now))] },
    );
    ctx.cookies.set(cookieName(this.https), `${adminId}.${token}`, {
      signed: true,
      httpOnly: true,
      sameSite: 'strict',
      secure: this.https,
      path: API.login.path,
      maxAge: LIFETIME_MS,
    });
  }

  /** Whether the request carries a device cookie of this account that is still remembered. */
  async trusted(ctx: Context, adminId: number): Promise<boolean> {
    const [id, token] = ctx.cookies.get(cookieName(this.https), { signed: true })?.split('.') ?? [];
    if (id !== String(adminId) || !token) return false;
    const rows = await this.sequelize.query(
      'SELECT 1 AS ok FROM staff_trusted_devices WHERE token_hash = $1 AND admin_id = $2 AND expires_at > $3',
      { bind: [hashOf(token), adminId, dbTimestamp(new Date(this.clock.now()))], type: QueryTypes.SELECT },
    );
    return rows.length > 0;
  }

  async forget(adminId: number): Promise<void> {
    await this.sequelize.query('DELETE FROM staff_trusted_devices WHERE admin_id = $1', { bind: [adminId] });
  }
}
