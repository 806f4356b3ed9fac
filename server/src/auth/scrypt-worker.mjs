// Runs in the password hasher's own worker threads (password.ts). scryptSync computes on this
// thread; the asynchronous scrypt would queue on the process's libuv pool, where the database
// driver, compression and file reads of every visitor wait.
import { scryptSync } from 'node:crypto';

/** @param {{ password: string, salt: Uint8Array, keyLength: number, N: number, r: number, p: number, maxmem: number }} task */
export default function derive({ password, salt, keyLength, N, r, p, maxmem }) {
  return scryptSync(password, salt, keyLength, { N, r, p, maxmem });
}
