import { createHmac, timingSafeEqual } from 'node:crypto';

/** What Koa's `keys` takes besides an array: keygrip's three methods. */
export interface CookieSigner {
  sign(data: string): string;
  verify(data: string, digest: string): boolean;
  index(data: string, digest: string): number;
}

/**
 * Signs cookies exactly as keygrip does by default (HMAC-SHA1 in base64url, the first key signs, any
 * key verifies), so cookies signed before stay valid. Written here because keygrip compares through
 * tsscmp, which draws random bytes and computes two more HMACs on every check: a sixteenth of a
 * signed-in call's main-thread time. node:crypto's timingSafeEqual compares in constant time alone.
 */
export function cookieSigner(keys: readonly string[]): CookieSigner {
  if (keys.length === 0) throw new Error('a cookie signer needs at least one key');
  const digestOf = (data: string, key: string) => createHmac('sha1', key).update(data).digest('base64url');
  const index = (data: string, digest: string) => {
    const given = Buffer.from(digest);
    return keys.findIndex((key) => {
      const expected = Buffer.from(digestOf(data, key));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  };
  return {
    sign: (data) => digestOf(data, keys[0]!),
    verify: (data, digest) => index(data, digest) !== -1,
    index,
  };
}
