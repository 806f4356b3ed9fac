import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { QueryTypes, UniqueConstraintError, type Sequelize } from 'sequelize';
import type { Passkey, PasskeyCreationOptions, PasskeyRequestOptions } from '@shared/schemas';
import type { Clock } from '../../clock';
import type { Admin } from '../../db/models';
import { dbTimestamp } from '../../db/time';
import { AppError } from '../../http/errors';
import { PasskeyChallenges } from './passkey-challenges';

/** Where passkeys belong: the site's host name (the RP ID) and origin, from PUBLIC_BASE_URL. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingParty(publicBaseUrl: string, name: string): RelyingParty {
  const url = new URL(publicBaseUrl);
  return { id: url.hostname, origin: url.origin, name };
}

/** How long the browser's passkey dialog may stay open. */
const TIMEOUT_MS = 120_000;
/** Passkeys per person: plenty for a phone, a laptop and a few security keys. */
const MAX_PER_PERSON = 10;

interface Row {
  id: number;
  credential_id: string;
  public_key: string;
  counter: string | number;
  transports: string;
  name: string;
  created_at: unknown;
  last_used_at: unknown;
}

const asPasskey = (row: Row): Passkey => ({
  id: Number(row.id),
  name: row.name,
  createdAt: new Date(row.created_at as string).toISOString(),
  lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at as string).toISOString(),
});
const transportsOf = (row: Row) => (row.transports ? row.transports.split(',') : undefined);

/** The outcome of a passkey's answer at sign-in: `counter` is a signature counter that did not move on (a cloned key). */
export type PasskeyCheck = 'passed' | 'refused' | 'counter';

/**
 * Each person's passkeys (WebAuthn, SimpleWebAuthn): registering one with a name, listing, renaming
 * and removing them, and checking one's answer as the second step of signing in. A passkey is a
 * second factor after the password, so user presence is enough (no PIN or fingerprint required);
 * attestation is not asked for ("none"). Challenges are single-use (passkey-challenges.ts).
 */
export class Passkeys {
  private readonly challenges: PasskeyChallenges;

  constructor(
    private readonly sequelize: Sequelize,
    private readonly clock: Clock,
    private readonly rp: RelyingParty,
    /** The opaque, stable id the authenticator files the person's passkeys under (no e-mail in it). */
    private readonly userHandle: (adminId: number) => Uint8Array<ArrayBuffer>,
  ) {
    this.challenges = new PasskeyChallenges(sequelize, clock);
  }

  /** What the browser needs to create a passkey for the person (their own passkeys excluded). */
  async registrationOptions(admin: Admin): Promise<PasskeyCreationOptions> {
    const rows = await this.rows(admin.id);
    if (rows.length >= MAX_PER_PERSON) throw new AppError(409, 'tooManyPasskeys');
    const options = await generateRegistrationOptions({
      rpName: this.rp.name,
      rpID: this.rp.id,
      userName: admin.email,
      userDisplayName: admin.name || admin.email,
      userID: this.userHandle(admin.id),
      timeout: TIMEOUT_MS,
      attestationType: 'none',
      excludeCredentials: rows.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    await this.challenges.keep(options.challenge, admin.id, 'register', '');
    return options as PasskeyCreationOptions;
  }

  /** Keeps the passkey the browser created for the challenge given to this person; 400 when it does not verify. */
  async register(adminId: number, name: string, response: RegistrationResponseJSON): Promise<Passkey> {
    let credential;
    try {
      const result = await verifyRegistrationResponse({
        response,
        expectedChallenge: (challenge) => this.challenges.use(challenge, adminId, 'register', ''),
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.id,
        requireUserVerification: false,
      });
      if (!result.verified) throw new Error('not verified');
      credential = result.registrationInfo.credential;
    } catch {
      throw new AppError(400, 'passkeyNotAccepted');
    }
    const now = this.now();
    try {
      await this.sequelize.query(
        `INSERT INTO staff_passkeys (admin_id, credential_id, public_key, counter, transports, name, created_at, last_used_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, NULL)`,
        {
          bind: [
            adminId,
            credential.id,
            isoBase64URL.fromBuffer(credential.publicKey),
            credential.counter,
            (credential.transports ?? []).join(','),
            name,
            now,
          ],
        },
      );
    } catch (err) {
      if (err instanceof UniqueConstraintError) throw new AppError(409, 'passkeyAlreadyAdded');
      throw err;
    }
    const row = (await this.rows(adminId)).find((r) => r.credential_id === credential.id)!;
    return asPasskey(row);
  }

  /** The challenge for a passkey of the person, in this sign-in attempt; 409 when they have none. */
  async signInOptions(adminId: number, attempt: string): Promise<PasskeyRequestOptions> {
    const rows = await this.rows(adminId);
    if (rows.length === 0) throw new AppError(409, 'noPasskey');
    const options = await generateAuthenticationOptions({
      rpID: this.rp.id,
      timeout: TIMEOUT_MS,
      userVerification: 'preferred',
      allowCredentials: rows.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    });
    await this.challenges.keep(options.challenge, adminId, 'sign-in', attempt);
    return options as PasskeyRequestOptions;
  }

  /**
   * Checks the answer of one of the person's passkeys to this attempt's challenge (used up by the
   * check). Its signature counter must have moved on from the last one seen, unless the
   * authenticator keeps none (always 0, as synced passkeys do). The counter is compared here, once
   * the signature is known to be good (so `counter` means a real key's answer: a clone, or a replay),
   * and the new value is written only over the one read, so two answers at once cannot both pass.
   */
  async signIn(adminId: number, attempt: string, response: AuthenticationResponseJSON): Promise<PasskeyCheck> {
    const row = (await this.rows(adminId)).find((r) => r.credential_id === response.id);
    if (!row) return 'refused';
    const stored = Number(row.counter);
    let counter: number;
    try {
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: (challenge) => this.challenges.use(challenge, adminId, 'sign-in', attempt),
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.id,
        // 0: the library's own comparison is left to the lines below, which tell it apart.
        credential: { id: row.credential_id, publicKey: isoBase64URL.toBuffer(row.public_key), counter: 0 },
        requireUserVerification: false,
      });
      if (!result.verified) return 'refused';
      counter = result.authenticationInfo.newCounter;
    } catch {
      return 'refused';
    }
    if ((counter > 0 || stored > 0) && counter <= stored) return 'counter';
    const [, changed] = (await this.sequelize.query(
      'UPDATE staff_passkeys SET counter = $2, last_used_at = $3 WHERE id = $1 AND counter = $4',
      { bind: [row.id, counter, this.now(), stored], type: QueryTypes.UPDATE },
    )) as unknown as [unknown, number];
    return changed === 1 ? 'passed' : 'counter';
  }

  async list(adminId: number): Promise<Passkey[]> {
    return (await this.rows(adminId)).map(asPasskey);
  }

  async count(adminId: number): Promise<number> {
    return (await this.rows(adminId)).length;
  }

  /** The person's passkey of that id, or null (none, or another person's). */
  async find(adminId: number, id: number): Promise<Passkey | null> {
    const row = (await this.rows(adminId)).find((r) => Number(r.id) === id);
    return row ? asPasskey(row) : null;
  }

  async rename(adminId: number, id: number, name: string): Promise<void> {
    await this.sequelize.query('UPDATE staff_passkeys SET name = $3 WHERE id = $1 AND admin_id = $2', {
      bind: [id, adminId, name],
    });
  }

  async remove(adminId: number, id: number): Promise<void> {
    await this.sequelize.query('DELETE FROM staff_passkeys WHERE id = $1 AND admin_id = $2', { bind: [id, adminId] });
  }

  /** Of these accounts, those with at least one passkey (the staff list). */
  async withAny(adminIds: number[]): Promise<Set<number>> {
    if (adminIds.length === 0) return new Set();
    const rows = await this.sequelize.query<{ admin_id: number }>(
      `SELECT DISTINCT admin_id FROM staff_passkeys WHERE admin_id IN (${adminIds.map((_, i) => `$${i + 1}`).join(', ')})`,
      { bind: adminIds, type: QueryTypes.SELECT },
    );
    return new Set(rows.map((row) => Number(row.admin_id)));
  }

  private rows(adminId: number): Promise<Row[]> {
    return this.sequelize.query<Row>(
      `SELECT id, credential_id, public_key, counter, transports, name, created_at, last_used_at
       FROM staff_passkeys WHERE admin_id = $1 ORDER BY id`,
      { bind: [adminId], type: QueryTypes.SELECT },
    );
  }

  private now(): string {
    return dbTimestamp(new Date(this.clock.now()));
  }
}
