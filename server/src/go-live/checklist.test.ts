import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { goLiveItems, settled, SUPPORTED_NODE, type GoLiveState } from './checklist';

const NOW = new Date('2026-11-27T12:00:00Z');
const HOUR = 3_600_000;

/** An installation with everything settled; each test breaks one thing. */
const READY: GoLiveState = {
  now: NOW,
  sampleCompanyDetails: false,
  demoRows: 0,
  bookingHoursSet: true,
  publicBaseUrl: 'https://lamsat.test',
  requestOrigin: 'https://lamsat.test',
  trustProxy: true,
  requestHttps: true,
  sessionSecretFixed: true,
  email: { configured: true, lastTest: { at: new Date(NOW.getTime() - HOUR), ok: true }, changedSinceTest: false },
  backups: { enabled: true, everyHours: 24, lastSuccessAt: new Date(NOW.getTime() - 2 * HOUR), offsite: true },
  database: { kind: 'postgres', instances: 2 },
  nodeVersion: 'v24.11.0',
};

describe('the go-live rules', () => {
  it('are all settled on a ready installation, with a detail in each language', () => {
    expect(Object.values(settled(READY)).every(Boolean)).toBe(true);
    for (const language of ['ar', 'en'] as const) {
      for (const item of goLiveItems(READY, language)) expect(item.detail.length, item.key).toBeGreaterThan(10);
    }
    expect(goLiveItems(READY, 'en').find((item) => item.key === 'database')!.detail).toContain('2 server instances');
  });

  it('want a backup no older than its period and an hour', () => {
    const at = (hours: number) => ({
      ...READY,
      backups: { ...READY.backups, lastSuccessAt: new Date(NOW.getTime() - hours * HOUR) },
    });
    expect(settled(at(25)).backup_age).toBe(true);
    expect(settled(at(25.5)).backup_age).toBe(false);
    expect(settled({ ...READY, backups: { ...READY.backups, lastSuccessAt: null } }).backup_age).toBe(false);
    expect(settled({ ...READY, backups: { ...READY.backups, enabled: false } })).toMatchObject({
      backup_age: false,
      backup_offsite: false,
    });
    expect(settled({ ...READY, backups: { ...READY.backups, offsite: false } }).backup_offsite).toBe(false);
  });

  it('want an https address that requests arrive at, through a trusted proxy', () => {
    expect(
      settled({ ...READY, publicBaseUrl: 'http://lamsat.test', requestOrigin: 'http://lamsat.test' }).address,
    ).toBe(false);
    expect(settled({ ...READY, requestOrigin: 'https://www.lamsat.test' }).address).toBe(false);
    expect(settled({ ...READY, trustProxy: false }).trust_proxy).toBe(false);
    expect(settled({ ...READY, requestHttps: false }).trust_proxy).toBe(false);
  });

  it('want the e-mail tested since its settings last changed', () => {
    const email = (over: Partial<GoLiveState['email']>) =>
      settled({ ...READY, email: { ...READY.email, ...over } }).email;
    expect(email({ changedSinceTest: true })).toBe(false);
    expect(email({ lastTest: null })).toBe(false);
    expect(email({ lastTest: { at: NOW, ok: false } })).toBe(false);
    expect(email({ configured: false })).toBe(false);
  });

  it('want no demo rows, real company details and a fixed session secret', () => {
    expect(settled({ ...READY, demoRows: 3 }).demo_data).toBe(false);
    expect(settled({ ...READY, sampleCompanyDetails: true }).company_details).toBe(false);
    expect(settled({ ...READY, sessionSecretFixed: false }).session_secret).toBe(false);
  });

  it("want a Node.js the product supports, the same bound as package.json's engines", () => {
    expect(settled({ ...READY, nodeVersion: 'v22.13.0' }).node).toBe(true);
    expect(settled({ ...READY, nodeVersion: 'v22.12.0' }).node).toBe(false);
    expect(settled({ ...READY, nodeVersion: 'v23.11.0' }).node).toBe(false);
    expect(settled({ ...READY, nodeVersion: 'v20.20.2' }).node).toBe(false);
    const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8'));
    expect(pkg.engines.node).toBe(SUPPORTED_NODE);
  });
});

describe('the Arabic details', () => {
  it('isolate each run of Latin text, keeping its closing full stop outside', async () => {
    const { isolateLatinRuns } = await import('./texts');
    expect(isolateLatinRuns('مولَّد في DATA_DIR/session-secret. انسخ npm run db:move')).toBe(
      'مولَّد في \u2066DATA_DIR/session-secret\u2069. انسخ \u2066npm run db:move\u2069',
    );
  });
});
