import { QueryTypes, type Sequelize } from 'sequelize';
import { generateSecret, generateURI, verify } from 'otplib';
import type { TotpSetup } from '@shared/schemas';
import type { Clock } from '../../clock';
import { dbTimestamp } from '../../db/time';
import { AppError } from '../../http/errors';
import type { SecretBox } from '../../security/secret-box';

/** RFC 6238's 30-second step; a code of the step before or after the server's is accepted too (clocks drift). */
const TOLERANCE_SECONDS = 30;

interface Row {
  sealed_secret: string;
  confirmed_at: unknown;
  last_time_step: string | number | null;
}

/**
 * Each person's authenticator app (TOTP, otplib): linking it (a new key, kept sealed until a code
 * confirms it), checking a code, turning it off. A code is accepted once: the step it belongs to is
 * written with a conditional UPDATE that only a later step passes, so a replayed code, or the same
 * code sent twice at once to two instances, fails.
 */
export class AuthenticatorApps {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly clock: Clock,
    private readonly box: SecretBox,
    /** The name the app lists the account under, beside the person's e-mail. */
    private readonly issuer: string,
  ) {}

  /** A new key for the person's app (replacing one not yet confirmed); 409 while one is on. */
  async start(adminId: number, email: string): Promise<TotpSetup> {
    if (await this.isOn(adminId)) throw new AppError(409, 'totpAlreadyOn');
    const secret = generateSecret();
    await this.sequelize.query(
      `INSERT INTO staff_totp (admin_id, sealed_secret, confirmed_at, last_time_step, created_at)
       VALUES ($1, $2, NULL, NULL, $3)
       ON CONFLICT (admin_id) DO UPDATE SET sealed_secret = excluded.sealed_secret, confirmed_at = NULL,
         last_time_step = NULL, created_at = excluded.created_at`,
      { bind: [adminId, this.box.seal(secret), this.now()] },
    );
    return { secret, otpauth_url: generateURI({ issuer: this.issuer, label: email, secret }) };
  }

  /** Confirms the app being linked with one of its codes; false for a wrong code. */
  async confirm(adminId: number, code: string): Promise<boolean> {
    const row = await this.row(adminId);
    if (!row || row.confirmed_at !== null) throw new AppError(409, row ? 'totpAlreadyOn' : 'totpNotStarted');
    const step = await this.stepOf(row, code);
    if (step === null) return false;
    return this.update(
      `UPDATE staff_totp SET confirmed_at = $3, last_time_step = $2 WHERE admin_id = $1 AND confirmed_at IS NULL`,
      [adminId, step, this.now()],
    );
  }

  /** Whether the code is right for the person's app and of a step after the last one accepted (then it is used up). */
  async check(adminId: number, code: string): Promise<boolean> {
    const row = await this.row(adminId);
    if (!row || row.confirmed_at === null) return false;
    const step = await this.stepOf(row, code);
    if (step === null) return false;
    return this.update(
      `UPDATE staff_totp SET last_time_step = $2
       WHERE admin_id = $1 AND confirmed_at IS NOT NULL AND (last_time_step IS NULL OR last_time_step < $2)`,
      [adminId, step],
    );
  }

  /** Of these accounts, those whose app is on (the staff list). */
  async onAmong(adminIds: number[]): Promise<Set<number>> {
    if (adminIds.length === 0) return new Set();
    const rows = await this.sequelize.query<{ admin_id: number }>(
      `SELECT admin_id FROM staff_totp WHERE confirmed_at IS NOT NULL
       AND admin_id IN (${adminIds.map((_, i) => `$${i + 1}`).join(', ')})`,
      { bind: adminIds, type: QueryTypes.SELECT },
    );
    return new Set(rows.map((row) => Number(row.admin_id)));
  }

  async isOn(adminId: number): Promise<boolean> {
    const row = await this.row(adminId);
    return row !== undefined && row.confirmed_at !== null;
  }

  /** Forgets the person's app (turned off, or reset by an owner). */
  async remove(adminId: number): Promise<void> {
    await this.sequelize.query('DELETE FROM staff_totp WHERE admin_id = $1', { bind: [adminId] });
  }

  /** The time step the code belongs to, within one step of now and after the last accepted one; else null. */
  private async stepOf(row: Row, code: string): Promise<number | null> {
    const secret = this.box.open(row.sealed_secret);
    if (secret === null) return null; // sealed under another session secret: recovery codes still work
    const last = row.last_time_step === null ? undefined : Number(row.last_time_step);
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(this.clock.now() / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(last === undefined ? {} : { afterTimeStep: last }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  private async row(adminId: number): Promise<Row | undefined> {
    const [row] = await this.sequelize.query<Row>(
      'SELECT sealed_secret, confirmed_at, last_time_step FROM staff_totp WHERE admin_id = $1',
      { bind: [adminId], type: QueryTypes.SELECT },
    );
    return row;
  }

  private async update(sql: string, bind: unknown[]): Promise<boolean> {
    const [, changed] = (await this.sequelize.query(sql, { bind, type: QueryTypes.UPDATE })) as unknown as [
      unknown,
      number,
    ];
    return changed === 1;
  }

  private now(): string {
    return dbTimestamp(new Date(this.clock.now()));
  }
}
