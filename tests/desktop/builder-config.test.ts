import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Configuration } from 'electron-builder';
import { APP_ID } from '../../desktop/main/app-id';
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

async function load(): Promise<Configuration> {
  return builderConfig.getConfig(ROOT, path.join(ROOT, 'desktop/electron-builder.yml'), null);
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
    expect(config.mac?.target).toEqual(['dmg']);
    for (const icon of [config.linux?.icon, config.win?.icon, config.mac?.icon]) {
      expect(existsSync(path.join(ROOT, String(icon))), String(icon)).toBe(true);
    }
    const big = await sharp(path.join(ROOT, 'desktop/resources/icon.png')).metadata();
    expect([big.width, big.height]).toEqual([1024, 1024]); // builder derives .icns/.ico from it
  });
});
