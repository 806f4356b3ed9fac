import type { Language } from '@shared/constants';
import { GO_LIVE_KEYS, type GoLiveItem, type GoLiveKey } from '@shared/schemas/go-live';
import { GO_LIVE_TEXT, isolateLatinRuns } from './texts';

/** The Node.js versions the product supports: package.json's `engines` (a unit test keeps them equal). */
export const SUPPORTED_NODE = '^22.13.0 || >=24';

/** What the checklist reads, collected from the running server by state.ts. */
export interface GoLiveState {
  now: Date;
  /** The published phone numbers, WhatsApp number or e-mail are still the shipped samples. */
  sampleCompanyDetails: boolean;
  /** Rows the demo seeded that are still in the database. */
  demoRows: number;
  /** A manager saved the booking times (else the site offers every day at all hours). */
  bookingHoursSet: boolean;
  publicBaseUrl: string;
  /** The origin this request arrived at, as the browser typed it (the proxy's headers when trusted). */
  requestOrigin: string;
  trustProxy: boolean;
  /** This request reached the server over HTTPS, as a trusted proxy says. */
  requestHttps: boolean;
  /** SESSION_SECRET is set (else the server generated one in DATA_DIR/session-secret). */
  sessionSecretFixed: boolean;
  email: {
    configured: boolean;
    /** The latest test e-mail sent from the settings screen, if any. */
    lastTest: { at: Date; ok: boolean } | null;
    /** The screen's e-mail settings changed after that test. */
    changedSinceTest: boolean;
  };
  backups: {
    enabled: boolean;
    everyHours: number;
    lastSuccessAt: Date | null;
    /** The archives go to a bucket, off this machine. */
    offsite: boolean;
  };
  database: { kind: 'sqlite' | 'postgres'; instances: number };
  nodeVersion: string;
}

/** A backup is overdue an hour after the next one was due: the scheduler looks every minute. */
const BACKUP_GRACE_HOURS = 1;

function supportedNode(version: string): boolean {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  return (major === 22 && minor >= 13) || major >= 24;
}

function originOf(url: string): string {
  return new URL(url).origin;
}

/** Whether each item is settled, from the state alone (so every rule is tested without a proxy or a clock). */
export function settled(state: GoLiveState): Record<GoLiveKey, boolean> {
  const { email, backups } = state;
  const backupAgeHours = backups.lastSuccessAt
    ? (state.now.getTime() - backups.lastSuccessAt.getTime()) / 3_600_000
    : Infinity;
  return {
    company_details: !state.sampleCompanyDetails,
    demo_data: state.demoRows === 0,
    booking_hours: state.bookingHoursSet,
    address: state.publicBaseUrl.startsWith('https:') && originOf(state.publicBaseUrl) === state.requestOrigin,
    trust_proxy: state.trustProxy && state.requestHttps,
    session_secret: state.sessionSecretFixed,
    email: email.configured && email.lastTest?.ok === true && !email.changedSinceTest,
    backup_age: backups.enabled && backupAgeHours <= backups.everyHours + BACKUP_GRACE_HOURS,
    backup_offsite: backups.enabled && backups.offsite,
    // Either engine is right for its size: SQLite for one machine, PostgreSQL for several instances.
    database: true,
    node: supportedNode(state.nodeVersion),
  };
}

/** The checklist in the request's language: each item with what the server sees and how to fix it. */
export function goLiveItems(state: GoLiveState, language: Language): GoLiveItem[] {
  const ok = settled(state);
  const text = GO_LIVE_TEXT[language];
  const shown = language === 'ar' ? isolateLatinRuns : (detail: string) => detail;
  return GO_LIVE_KEYS.map((key) => ({ key, ok: ok[key], detail: shown(text[key](state, ok[key])) }));
}
