import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Configuration } from 'electron-builder';
import { COMPANY } from '@shared/company';
import { APP_ID } from '../../desktop/main/app-id';
import { releaseSettings } from '../../desktop/scripts/release-settings.mjs';
import { ROOT } from '../support/server';

/**
 * Packaging cannot run here (it downloads Electron), so the electron-builder configuration is
 * loaded and schema-validated by electron-builder's own code, and its security settings checked.
 */
const require = createRequire(import.meta.url);
const builderConfig = require('app-builder-lib/out/util/config/config') as {
  getConfig(projectDir: string, configPath: string | null, fromOptions: null): Promise<Configuration>;
  validateConfiguration(config: Configuration, logger: unknown): Promise<void>;
};
const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };

/** The configuration `npm run desktop:package` uses (the .mjs, which extends the .yml). */
async function load(): Promise<Configuration> {
  return builderConfig.getConfig(ROOT, path.join(ROOT, 'desktop/electron-builder.config.mjs'), null);
}

describe('electron-builder configuration', () => {
  it('passes electron-builder’s own schema validation', async () => {
    const config = await load();
    await expect(builderConfig.validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('gives the app the identity its Windows notifications are shown under', async () => {
    expect((await load()).appId).toBe(APP_ID);
  });

  it('flips the security fuses', async () => {
    expect((await load()).electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('targets Linux (AppImage, deb), Windows (nsis) and macOS (dmg) with id, name and icons', async () => {
    const config = await load();
    expect(config.appId).toMatch(/^[a-z0-9.-]+$/);
    expect(config.productName).toBeTruthy();
    expect(config.asar).toBe(true);
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.win?.target).toEqual(['nsis']);
    expect(config.mac?.target).toEqual(['dmg', 'zip']); // the zip is what macOS updates install
    for (const icon of [config.linux?.icon, config.win?.icon, config.mac?.icon]) {
      expect(existsSync(path.join(ROOT, String(icon))), String(icon)).toBe(true);
    }
    const big = await sharp(path.join(ROOT, 'desktop/resources/icon.png')).metadata();
    expect([big.width, big.height]).toEqual([1024, 1024]); // builder derives .icns/.ico from it
  });

  it('the deb maintainer is the company from the settings the site uses, not a placeholder', async () => {
    expect((await load()).linux?.maintainer).toBe(`${COMPANY.name.en} <${COMPANY.email}>`);
    expect(readFileSync(path.join(ROOT, 'desktop/electron-builder.yml'), 'utf8')).not.toContain('example.com');
  });

  it('publishes updates to the generic https server named at build time', async () => {
    const yml = readFileSync(path.join(ROOT, 'desktop/electron-builder.yml'), 'utf8');
    expect(yml).toMatch(/publish:\n {2}provider: generic\n {2}url: \$\{env\.MHS_UPDATE_URL\}/);
    const withUrl = releaseSettings({ MHS_UPDATE_URL: 'https://updates.example.sa/desktop' }, COMPANY);
    expect(withUrl.config).not.toHaveProperty('publish');
    const without = releaseSettings({}, COMPANY);
    expect(without.config.publish).toBeNull();
    expect(without.notes).toContain(
      'updates: off in this build (set MHS_UPDATE_URL=https://… to name the update server)',
    );
    expect(() => releaseSettings({ MHS_UPDATE_URL: 'http://updates.example.sa' }, COMPANY)).toThrow(/https/);
  });

  it('macOS: hardened runtime with its entitlements file, notarized by electron-builder', async () => {
    const mac = (await load()).mac!;
    expect(mac.hardenedRuntime).toBe(true);
    const plist = readFileSync(path.join(ROOT, String(mac.entitlements)), 'utf8');
    expect(plist).toContain('<key>com.apple.security.cs.allow-jit</key>');
    expect(mac.entitlementsInherit).toBe(mac.entitlements);
    const signed = releaseSettings(
      {
        CSC_LINK: 'cert.p12',
        APPLE_API_KEY: 'k.p8',
        APPLE_API_KEY_ID: 'id',
        APPLE_API_ISSUER: 'iss',
        MHS_UPDATE_URL: 'https://u.example',
      },
      COMPANY,
    );
    expect(signed).toEqual({ config: { linux: { maintainer: expect.any(String) } }, notes: [] });
  });

  it('without certificates the build skips signing and says so in one line', () => {
    const { config, notes } = releaseSettings({ MHS_UPDATE_URL: 'https://u.example' }, COMPANY);
    expect(config.mac).toEqual({ identity: null, notarize: false });
    expect(notes).toEqual([
      'signing: skipped for Windows (no WIN_CSC_LINK or CSC_LINK), macOS (no CSC_LINK or CSC_NAME with a Developer ID); those installers are unsigned',
    ]);
    const noNotarization = releaseSettings({ CSC_LINK: 'c.p12', MHS_UPDATE_URL: 'https://u.example' }, COMPANY);
    expect(noNotarization.config.mac).toEqual({ notarize: false });
    expect(noNotarization.notes).toHaveLength(1);
  });
});
