import { createHash, randomInt } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { Clock } from '../../clock';
import { dbTimestamp } from '../../db/time';

const COUNT = 10;
/** Letters and digits that cannot be mistaken for one another when copied by hand (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** A code as stored: random codes of about 50 bits need no slow hash, SHA-256 keeps them unreadable. */
const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * Ten single-use codes for a lost phone, given when the authenticator app is turned on and shown
 * once: the server keeps their hashes only. A code is used up with a conditional UPDATE, so the same
 * code sent twice at once passes once.
 */
export class RecoveryCodes {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly clock: Clock,
  ) {}

  /** New codes for the person, replacing any they had ("xxxxx-xxxxx"; the dash is not part of the code). */
  async replace(adminId: number): Promise<string[]> {
    const codes = Array.from({ length: COUNT }, () =>
      Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    );
    await this.sequelize.transaction(async (transaction) => {
      await this.sequelize.query('DELETE FROM staff_recovery_codes WHERE admin_id = $1', {
        bind: [adminId],
        transaction,
      });
      const at = dbTimestamp(new Date(this.clock.now()));
      for (const code of codes) {
        await this.sequelize.query(
          'INSERT INTO staff_recovery_codes (admin_id, code_hash, used_at, created_at) VALUES ($1, $2, NULL, $3)',
          { bind: [adminId, hashOf(code), at], transaction },
        );
      }
    });
    return codes.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`);
  }

  /** Uses up one of the person's codes (as the schema normalised it: lower case, no dash); false when none matches. */
  async use(adminId: number, code: string): Promise<boolean> {
    const [, changed] = (await this.sequelize.query(
      `UPDATE staff_recovery_codes SET used_at = $3 WHERE admin_id = $1 AND code_hash = $2 AND used_at IS NULL`,
      { bind: [adminId, hashOf(code), dbTimestamp(new Date(this.clock.now()))], type: QueryTypes.UPDATE },
    )) as unknown as [unknown, number];
    return changed > 0;
  }

  async left(adminId: number): Promise<number> {
    const [row] = await this.sequelize.query<{ n: string | number }>(
      'SELECT COUNT(*) AS n FROM staff_recovery_codes WHERE admin_id = $1 AND used_at IS NULL',
      { bind: [adminId], type: QueryTypes.SELECT },
    );
    return Number(row?.n ?? 0);
  }

  async remove(adminId: number): Promise<void> {
    await this.sequelize.query('DELETE FROM staff_recovery_codes WHERE admin_id = $1', { bind: [adminId] });
  }
}
