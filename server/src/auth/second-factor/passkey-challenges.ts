import { QueryTypes, type Sequelize } from 'sequelize';
import type { Clock } from '../../clock';
import { dbTimestamp } from '../../db/time';

/** Registering a passkey (in a signed-in session) or signing in with one (in a pending sign-in). */
export type ChallengePurpose = 'register' | 'sign-in';

/** How long a challenge may be answered: as long as the pending sign-in it belongs to lasts. */
const LIFETIME_MS = 5 * 60_000;

/**
 * The challenges given to the browser for a passkey to sign, kept in the database so that every
 * instance knows them: each belongs to one person, one purpose and, for signing in, one sign-in
 * attempt (the pending cookie's); it counts for five minutes and once (a conditional UPDATE, so two
 * answers sent at once cannot both use it). Giving a new one voids the previous one of the same
 * attempt, so a person has at most one outstanding per attempt.
 */
export class PasskeyChallenges {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly clock: Clock,
  ) {}

  async keep(challenge: string, adminId: number, purpose: ChallengePurpose, attempt: string): Promise<void> {
    const now = this.clock.now();
    await this.sequelize.query(
      `DELETE FROM staff_passkey_challenges
       WHERE admin_id = $1 AND ((purpose = $2 AND attempt = $3) OR expires_at <= $4)`,
      { bind: [adminId, purpose, attempt, dbTimestamp(new Date(now))] },
    );
    await this.sequelize.query(
      `INSERT INTO staff_passkey_challenges (challenge, admin_id, purpose, attempt, expires_at, used_at)
       VALUES ($1, $2, $3, $4, $5, NULL)`,
      { bind: [challenge, adminId, purpose, attempt, dbTimestamp(new Date(now + LIFETIME_MS))] },
    );
  }

  /** Uses up the challenge if it was given for exactly this and is still good; false otherwise. */
  async use(challenge: string, adminId: number, purpose: ChallengePurpose, attempt: string): Promise<boolean> {
    const now = dbTimestamp(new Date(this.clock.now()));
    const [, changed] = (await this.sequelize.query(
      `UPDATE staff_passkey_challenges SET used_at = $5
       WHERE challenge = $1 AND admin_id = $2 AND purpose = $3 AND attempt = $4 AND used_at IS NULL AND expires_at > $5`,
      { bind: [challenge, adminId, purpose, attempt, now], type: QueryTypes.UPDATE },
    )) as unknown as [unknown, number];
    return changed === 1;
  }
}
