import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';
import { passwordProblem } from './password-policy';

describe('password hashing', () => {
  it('hashes with scrypt at OWASP parameters and a random salt', async () => {
    const a = await hashPassword('a long test passphrase');
    const b = await hashPassword('a long test passphrase');
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password and refuses a wrong or tampered one', async () => {
    const stored = await hashPassword('a long test passphrase');
    expect(await verifyPassword('a long test passphrase', stored)).toBe(true);
    expect(await verifyPassword('a long test passphrasE', stored)).toBe(false);
    const hash = stored.split('$').at(-1)!;
    const flipped = hash.slice(0, 10) + (hash[10] === 'A' ? 'B' : 'A') + hash.slice(11);
    expect(await verifyPassword('a long test passphrase', stored.replace(hash, flipped))).toBe(false);
    expect(await verifyPassword('a long test passphrase', 'plain-text')).toBe(false);
  });
});

describe('password policy', () => {
  it('refuses short, repetitive or email-based passwords with the reason', () => {
    expect(passwordProblem('short')).toMatch(/at least 12/);
    expect(passwordProblem('aaaaaaaaaaaaaaaa')).toMatch(/different characters/);
    expect(passwordProblem('hamad.alharbi-2026', 'hamad.alharbi@example.com')).toMatch(/email/);
    expect(passwordProblem('a long test passphrase')).toBeNull();
  });
});
