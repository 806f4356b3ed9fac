import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Piscina } from 'piscina';
import { AppError } from '../http/errors';

/**
 * Who waits for a password hash. `trusted`: a sign-in from a device that signed in before (its
 * device cookie, known-device.ts) or a signed-in person's own action; `anonymous`: everyone else,
 * where a sign-in flood comes from.
 */
export type Lane = 'trusted' | 'anonymous';

/** OWASP's scrypt parameters: N=2^17, r=8, p=1 (needs 128 MiB, so maxmem is raised). */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 };
const MAXMEM = 256 * 1024 * 1024;
const KEY_LENGTH = 32;
/** Hashes from trusted callers that may wait at once; past it they are refused too (never reached in practice). */
const TRUSTED_QUEUE = 32;
/**
 * The anonymous lane's threads run at the lowest CPU priority (nice 19, through piscina's
 * niceIncrement): when the machine is busy, serving visitors and the office's own sign-ins comes
 * first and a flood's hashes take what is left. An idle machine hashes at full speed either way.
 */
const ANONYMOUS_NICE = 19;

export interface HasherOptions {
  /** Worker threads that hash (LOGIN_HASH_THREADS; default one here, half the cores in config/limits.ts). */
  threads?: number;
  /** Anonymous sign-ins that may be admitted (hashing or waiting) at once; more are refused at once. */
  anonymousQueue?: number;
}

/** Room for one hash, taken before a sign-in does any other work (see PasswordHasher.admit). */
export interface HashSlot {
  verify(password: string, stored: string): Promise<boolean>;
  /** Gives the room back (a no-op the second time). */
  release(): void;
}

/**
 * Password hashing on small worker pools of its own, apart from the libuv thread pool that the
 * database driver, compression and file reads share: a flood of sign-ins can then slow down only
 * sign-ins. Each lane has its pool (the trusted one a single thread at normal priority), so the
 * office never queues behind a flood. Admission is bounded per lane and decided at once: a full
 * lane refuses a sign-in (503 + Retry-After) without hashing instead of making it, and everyone
 * behind it, wait.
 */
export class PasswordHasher {
  private readonly pools: Record<Lane, Piscina>;
  private readonly limits: Record<Lane, number>;
  private readonly admitted: Record<Lane, number> = { trusted: 0, anonymous: 0 };
  /** A moving average of a hash's time from its request to its answer, for the Retry-After of a refusal. */
  private answerMs = 1000;

  constructor({ threads = 1, anonymousQueue = threads * 4 }: HasherOptions = {}) {
    this.limits = { anonymous: anonymousQueue, trusted: TRUSTED_QUEUE };
    const pool = (size: number, niceIncrement: number) =>
      new Piscina({
        filename: new URL('./scrypt-worker.mjs', import.meta.url).href,
        minThreads: size,
        maxThreads: size,
        niceIncrement,
      });
    this.pools = { anonymous: pool(threads, ANONYMOUS_NICE), trusted: pool(1, 0) };
  }

  /** Hashes taking or waiting for a thread now, per lane. */
  load(): Record<Lane, number> {
    return { ...this.admitted };
  }

  /**
   * The 503 a sign-in in `lane` gets now because the lane is full, or null when there is room. Its
   * Retry-After is about the time a hash takes now, from request to answer.
   */
  refusal(lane: Lane): AppError | null {
    if (this.admitted[lane] < this.limits[lane]) return null;
    const seconds = Math.min(30, Math.max(1, Math.ceil(this.answerMs / 1000)));
    return new AppError(503, 'signInBusy', { 'Retry-After': String(seconds) });
  }

  /**
   * Takes room for one hash in `lane`, or throws 503 with Retry-After at once when the lane is full.
   * Synchronous, so requests arriving together cannot all pass the count.
   */
  admit(lane: Lane): HashSlot {
    const refused = this.refusal(lane);
    if (refused) throw refused;
    this.admitted[lane]++;
    let held = true;
    return {
      verify: (password, stored) => this.verifyIn(lane, password, stored),
      release: () => {
        if (held) this.admitted[lane]--;
        held = false;
      },
    };
  }

  /** "scrypt$N$r$p$salt$hash" (base64url): the parameters travel with the hash so they can be raised later. */
  async hash(password: string, lane: Lane = 'trusted'): Promise<string> {
    const slot = this.admit(lane);
    try {
      const salt = randomBytes(16);
      const key = await this.derive(lane, password, salt, PARAMS);
      return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
    } finally {
      slot.release();
    }
  }

  async verify(password: string, stored: string, lane: Lane = 'trusted'): Promise<boolean> {
    const slot = this.admit(lane);
    try {
      return await slot.verify(password, stored);
    } finally {
      slot.release();
    }
  }

  /** A hash of a random password, verified against when the email is unknown so both cases cost the same. */
  decoyHash(): Promise<string> {
    this.decoy ??= this.hash(randomBytes(16).toString('hex'));
    return this.decoy;
  }
  private decoy: Promise<string> | undefined;

  async close(): Promise<void> {
    await Promise.all([this.pools.anonymous.destroy(), this.pools.trusted.destroy()]);
  }

  private async verifyIn(lane: Lane, password: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64url');
    const actual = await this.derive(lane, password, Buffer.from(salt, 'base64url'), {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  private async derive(lane: Lane, password: string, salt: Buffer, params: typeof PARAMS): Promise<Buffer> {
    const started = performance.now();
    const task = { password: password.normalize('NFKC'), salt, keyLength: KEY_LENGTH, maxmem: MAXMEM, ...params };
    const key = (await this.pools[lane].run(task)) as Uint8Array;
    if (lane === 'anonymous') this.answerMs = 0.8 * this.answerMs + 0.2 * (performance.now() - started);
    return Buffer.from(key.buffer, key.byteOffset, key.byteLength);
  }
}
