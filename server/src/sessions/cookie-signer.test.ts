import { describe, expect, it } from 'vitest';
import { cookieSigner } from './cookie-signer';

// Signatures keygrip 1.1 (Koa's default signer) gave for these keys: a cookie signed before this
// signer existed must still be accepted.
const DATA = 'mhs_sid=Zm9vYmFy';
const BY_FIRST = '1j8mvGnxHVkTZi4H5PAcLNKtSyc';
const BY_OLDER = 'J9UeKL-vujHIaAZUK5QrfhKjPcs';

describe('cookieSigner', () => {
  const signer = cookieSigner(['first secret', 'older secret']);

  it('signs with the first key as keygrip does', () => {
    expect(signer.sign(DATA)).toBe(BY_FIRST);
  });

  it('names the key a signature was made with, and accepts only those signatures', () => {
    expect(signer.index(DATA, BY_FIRST)).toBe(0);
    expect(signer.index(DATA, BY_OLDER)).toBe(1);
    expect(signer.verify(DATA, BY_OLDER)).toBe(true);
    for (const wrong of [
      '',
      BY_FIRST.slice(0, -1),
      `${BY_FIRST}A`,
      BY_FIRST.replace('1', '2'),
      BY_FIRST.toLowerCase(),
    ]) {
      expect(signer.index(DATA, wrong)).toBe(-1);
      expect(signer.verify(DATA, wrong)).toBe(false);
    }
    expect(signer.verify('mhs_sid=Zm9vYmFz', BY_FIRST)).toBe(false);
  });

  it('refuses to start without a key', () => {
    expect(() => cookieSigner([])).toThrow();
  });
});
