import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals a secret the server must read back (the office's SMTP password, staff's authenticator keys)
 * with AES-256-GCM under a key derived from the session secret for that one purpose (HKDF), so a
 * copy of the database alone does not give them away. A changed session secret makes them
 * unreadable (`open` answers null), which is why production fixes SESSION_SECRET.
 */
export interface SecretBox {
  seal(text: string): string;
  /** The text, or null when it cannot be read (another session secret, or damaged). */
  open(sealed: string): string | null;
}

export function secretBox(sessionSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'mhs-settings', purpose, 32));
  return {
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64')).join('.');
    },
    open(sealed) {
      try {
        const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64'));
        const decipher = createDecipheriv('aes-256-gcm', key, iv!);
        decipher.setAuthTag(tag!);
        return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
