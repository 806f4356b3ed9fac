import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { PasswordHasher } from './password';
import { passwordProblem } from './password-policy';

const hasher = new PasswordHasher();
afterAll(() => hasher.close());

describe('password hashing', () => {
  it('hashes with scrypt at OWASP parameters and a random salt', async () => {
    const a = await hasher.hash('a long test passphrase');
    const b = await hasher.hash('a long test passphrase');
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password and refuses a wrong or tampered one', async () => {
    const stored = await hasher.hash('a long test passphrase');
    expect(await hasher.verify('a long test passphrase', stored)).toBe(true);
    expect(await hasher.verify('a long test passphrasE', stored)).toBe(false);
    const hash = stored.split('$').at(-1)!;
    const flipped = hash.slice(0, 10) + (hash[10] === 'A' ? 'B' : 'A') + hash.slice(11);
    expect(await hasher.verify('a long test passphrase', stored.replace(hash, flipped))).toBe(false);
    expect(await hasher.verify('a long test passphrase', 'plain-text')).toBe(false);
  });

  it('reads the parameters from the hash, so older or stronger hashes keep verifying', async () => {
    // scrypt at N=2^14, made by node:crypto directly (not by this code): the format alone carries N.
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('an older passphrase', salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const stored = ['scrypt', 2 ** 14, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    expect(await hasher.verify('an older passphrase', stored)).toBe(true);
    expect(await hasher.verify('another passphrase', stored)).toBe(false);
  });

  it('verifies a hash made before a restart (a new pool, the same stored text)', async () => {
    const first = new PasswordHasher();
    const stored = await first.hash('kept across restarts 7');
    await first.close();
    const second = new PasswordHasher();
    try {
      expect(await second.verify('kept across restarts 7', stored)).toBe(true);
    } finally {
      await second.close();
    }
  });
});

describe('the hashing pool under a flood', () => {
  it('refuses an anonymous sign-in at once with 503 and Retry-After when its lane is full', async () => {
    const pool = new PasswordHasher({ threads: 1, anonymousQueue: 2 });
    try {
      const stored = await pool.hash('the real passphrase 1');
      const held = [pool.admit('anonymous'), pool.admit('anonymous')];
      const running = held.map((slot) => slot.verify('a guess', stored));
      const started = performance.now();
      let refusal: unknown;
      try {
        pool.admit('anonymous');
      } catch (err) {
        refusal = err;
      }
      // Refused synchronously: no hash ran for it, nothing waited.
      expect(performance.now() - started).toBeLessThan(5);
      expect(refusal).toBeInstanceOf(AppError);
      expect((refusal as AppError).status).toBe(503);
      expect((refusal as AppError).text).toBe('signInBusy');
      expect(Number((refusal as AppError).headers['Retry-After'])).toBeGreaterThanOrEqual(1);
      expect(pool.load()).toEqual({ trusted: 0, anonymous: 2 });
      await Promise.all(running);
      held.forEach((slot) => slot.release());
      held[0]!.release(); // a second release gives nothing back twice
      expect(pool.load()).toEqual({ trusted: 0, anonymous: 0 });
      // Room again once the lane has drained.
      pool.admit('anonymous').release();
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('lets a trusted hash pass the anonymous ones that wait', async () => {
    const pool = new PasswordHasher({ threads: 1, anonymousQueue: 4 });
    try {
      const stored = await pool.hash('the real passphrase 2');
      const finished: string[] = [];
      const anonymous = Array.from({ length: 4 }, (_, i) => {
        const slot = pool.admit('anonymous');
        return slot.verify('a guess', stored).then(() => {
          finished.push(`anonymous ${i}`);
          slot.release();
        });
      });
      // The anonymous lane is full, the trusted one is not: the office still gets a place…
      const trusted = pool.verify('the real passphrase 2', stored, 'trusted').then((ok) => {
        finished.push('trusted');
        return ok;
      });
      expect(() => pool.admit('anonymous')).toThrow(AppError);
      expect(await trusted).toBe(true);
      await Promise.all(anonymous);
      // …and is served on a thread of its own, beside the hash already running, before the other three.
      expect(finished.indexOf('trusted')).toBeLessThanOrEqual(1);
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('runs on threads of its own: the libuv pool stays free while it hashes', async () => {
    // As many hashing threads as libuv has (4 by default): hashes on libuv would take every one of them.
    const pool = new PasswordHasher({ threads: 4, anonymousQueue: 8 });
    try {
      const stored = await pool.hash('the real passphrase 3');
      const { pbkdf2 } = await import('node:crypto');
      const libuvTask = () =>
        new Promise<number>((resolve, reject) => {
          const started = performance.now();
          pbkdf2('x', 'y', 1, 32, 'sha256', (err) => (err ? reject(err) : resolve(performance.now() - started)));
        });
      const baseline = await libuvTask();
      const hashes = Array.from({ length: 8 }, () => pool.verify('a guess', stored, 'anonymous'));
      await new Promise((resolve) => setTimeout(resolve, 300)); // the hashes are under way
      // Eight hashes for a few seconds; a libuv task meanwhile waits for none of them.
      const during = await libuvTask();
      await Promise.all(hashes);
      expect(during).toBeLessThan(baseline + 100);
    } finally {
      await pool.close();
    }
  }, 30_000);
});

describe('password policy', () => {
  it('refuses short, repetitive or email-based passwords with the reason', () => {
    expect(passwordProblem('short')).toMatch(/at least 12/);
    expect(passwordProblem('aaaaaaaaaaaaaaaa')).toMatch(/different characters/);
    expect(passwordProblem('hamad.alharbi-2026', 'hamad.alharbi@example.com')).toMatch(/email/);
    expect(passwordProblem('a long test passphrase')).toBeNull();
  });
});
