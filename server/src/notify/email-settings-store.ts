import { QueryTypes, type Sequelize } from 'sequelize';
import type { EmailSettings, EmailSettingsView } from '@shared/schemas';
import type { NotifyEmailConfig } from '../config';
import { dbTimestamp } from '../db/time';
import { secretBox, type SecretBox } from '../security/secret-box';
import { smtpUrlOf } from './smtp';

const KEY = 'email';

/** As kept in the `settings` table: the password sealed with a key of the session secret. */
type Stored = Omit<EmailSettings, 'password'> & { sealedPassword: string };

/**
 * The office's e-mail settings: the server's variables (SMTP_URL, NOTIFY_EMAIL_TO) when set, which
 * win; else what an owner saved in the settings screen; else none. The saved password is sealed
 * (AES-256-GCM, with a key derived from SESSION_SECRET), never logged and never sent back to a screen;
 * a changed session secret makes it unreadable, and the screen then asks for it again.
 */
export class EmailSettingsStore {
  private stored: Stored | null = null;
  /** What current() answers, worked out once per change: the public form asks on every message. */
  private inForce: NotifyEmailConfig | null = null;
  private readonly box: SecretBox;

  constructor(
    private readonly sequelize: Sequelize,
    private readonly fromEnvironment: NotifyEmailConfig | null,
    sessionSecret: string,
  ) {
    this.box = secretBox(sessionSecret, 'smtp password');
  }

  /** Reads what the screen saved (at start, and when another instance says it changed). */
  async load(): Promise<void> {
    const [row] = await this.sequelize.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', {
      bind: [KEY],
      type: QueryTypes.SELECT,
    });
    this.keep(row ? (JSON.parse(row.value) as Stored) : null);
  }

  /** The settings e-mail is sent with now, or null (no e-mail). */
  current(): NotifyEmailConfig | null {
    return this.fromEnvironment ?? this.inForce;
  }

  private keep(stored: Stored | null): void {
    this.stored = stored;
    const password = stored ? this.unseal(stored.sealedPassword) : null;
    this.inForce =
      stored && password !== null
        ? { smtpUrl: smtpUrlOf({ ...stored, password }), to: stored.recipients, from: stored.sender }
        : null;
  }

  view(): EmailSettingsView {
    const source = this.fromEnvironment ? 'environment' : this.current() ? 'screen' : 'none';
    if (!this.stored) return { source, saved: null };
    const { sealedPassword, ...saved } = this.stored;
    return { source, saved: { ...saved, passwordSet: this.unseal(sealedPassword) !== null && sealedPassword !== '' } };
  }

  /** Saves the screen's settings (the kept password when none is given); returns the fields that changed. */
  async save(next: EmailSettings): Promise<string[]> {
    const before = this.stored;
    const { password, ...fields } = next;
    const kept = before ? this.unseal(before.sealedPassword) : null;
    const sealedPassword =
      password === undefined || password === '' ? (kept === null ? '' : before!.sealedPassword) : this.seal(password);
    const stored: Stored = { ...fields, sealedPassword };
    const changed: string[] = (Object.keys(fields) as (keyof typeof fields)[]).filter(
      (name) => JSON.stringify(before?.[name]) !== JSON.stringify(fields[name]),
    );
    if (sealedPassword !== before?.sealedPassword) changed.push('password');
    await this.sequelize.query(
      `INSERT INTO settings (key, value, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
      { bind: [KEY, JSON.stringify(stored), dbTimestamp(new Date())] },
    );
    this.keep(stored);
    return changed;
  }

  /** Turns the screen's e-mail off (forgets its settings, the password with them). */
  async clear(): Promise<void> {
    await this.sequelize.query('DELETE FROM settings WHERE key = $1', { bind: [KEY] });
    this.keep(null);
  }

  private seal(text: string): string {
    return this.box.seal(text);
  }

  /** The password, '' when none was saved, null when it cannot be read (another session secret). */
  private unseal(sealed: string): string | null {
    return sealed === '' ? '' : this.box.open(sealed);
  }
}
