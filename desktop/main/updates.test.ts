import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { configureRequestOptions, configureRequestUrl, type DownloadOptions } from 'builder-util-runtime';
import { DebUpdater } from 'electron-updater';
import type { AppAdapter } from 'electron-updater/out/AppAdapter';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTinyServer } from '../test/tiny-server';
import { startUpdates, UPDATE_CHECK_INTERVAL_MS, type UpdateDeps } from './updates';

/**
 * The update logic with electron-updater's real updater (the Linux .deb one) against a real local
 * HTTP server playing the update feed: latest-linux.yml and the package it names, as
 * electron-builder publishes them to the generic server. Node has no Electron network stack, so the
 * updater downloads with electron-builder's own Node HTTP executor; the app is an AppAdapter on a
 * temp folder holding the app-update.yml a build writes from the publish configuration.
 */
const require = createRequire(import.meta.url);
const { NodeHttpExecutor } = require('builder-util/out/nodeHttpExecutor') as {
  NodeHttpExecutor: new () => {
    doDownload(request: object, options: object, redirects: number): void;
  };
};

/**
 * electron-builder's Node executor plus the file download electron-updater's Electron executor
 * adds, written the same way (builder-util-runtime's configureRequestUrl and doDownload).
 */
class NodeDownloadExecutor extends NodeHttpExecutor {
  download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return new Promise((resolve, reject) => {
      const request = { headers: options.headers ?? undefined, redirect: 'manual' };
      configureRequestUrl(url, request);
      configureRequestOptions(request);
      this.doDownload(
        request,
        {
          destination,
          options,
          onCancel: () => undefined,
          callback: (error: Error | null) => (error ? reject(error) : resolve(destination)),
          responseHandler: null,
        },
        0,
      );
    });
  }
}

const PACKAGE = Buffer.from('a pretend .deb package of version 1.1.0');
let feed: { url: string; close: () => Promise<void> };
let feedVersion = '1.1.0';
let feedUp = true;
const requested: string[] = [];
let dir: string;

beforeAll(async () => {
  feed = await startTinyServer((req, res) => {
    requested.push(req.url ?? '');
    if (!feedUp) {
      res.writeHead(503);
      return res.end();
    }
    if (req.url?.startsWith('/updates/latest-linux.yml')) {
      res.writeHead(200, { 'content-type': 'text/yaml' });
      const sha512 = createHash('sha512').update(PACKAGE).digest('base64');
      const file = `lamsat-admin-${feedVersion}-amd64.deb`;
      return res.end(
        `version: ${feedVersion}\nfiles:\n  - url: ${file}\n    sha512: ${sha512}\n    size: ${PACKAGE.length}\npath: ${file}\nsha512: ${sha512}\nreleaseDate: '2026-11-20T10:00:00.000Z'\n`,
      );
    }
    if (req.url === `/updates/lamsat-admin-${feedVersion}-amd64.deb`) {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': PACKAGE.length });
      return res.end(PACKAGE);
    }
    res.writeHead(404);
    res.end();
  });
  dir = mkdtempSync(path.join(tmpdir(), 'desktop-updates-'));
});
afterAll(async () => {
  await feed.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Run {
  asked: string[];
  installs: number;
  logged: string[];
  scheduled: { run: () => void; ms: number }[];
  updater: DebUpdater;
  updates: { check: () => Promise<void> };
}

function start({ metered = false, yesToDownload = true, yesToRestart = true } = {}): Run {
  const folder = mkdtempSync(path.join(dir, 'app-'));
  const configPath = path.join(folder, 'app-update.yml');
  writeFileSync(configPath, `provider: generic\nurl: ${feed.url}/updates\nupdaterCacheDirName: lamsat-admin-updater\n`);
  const app: AppAdapter = {
    version: '1.0.0',
    name: 'Lamsat Admin',
    isPackaged: true,
    appUpdateConfigPath: configPath,
    userDataPath: folder,
    baseCachePath: folder,
    whenReady: () => Promise.resolve(),
    relaunch: () => undefined,
    quit: () => undefined,
    onQuit: () => undefined,
  };
  const updater = new DebUpdater(null, app);
  (updater as unknown as { httpExecutor: unknown }).httpExecutor = new NodeDownloadExecutor();
  updater.logger = null;
  const run: Run = { asked: [], installs: 0, logged: [], scheduled: [], updater, updates: { check: async () => {} } };
  // Installing would run the system's package manager: the test only records that it was asked to.
  updater.quitAndInstall = () => void (run.installs += 1);
  const deps: UpdateDeps = {
    updater,
    isMetered: async () => metered,
    askDownload: async (version) => (run.asked.push(`download ${version}`), yesToDownload),
    askRestart: async (version) => (run.asked.push(`restart ${version}`), yesToRestart),
    log: { info: (...d) => void run.logged.push(d.join(' ')), warn: (...d) => void run.logged.push(d.join(' ')) },
    every: (fn, ms) => (run.scheduled.push({ run: fn, ms }), {}),
  };
  run.updates = startUpdates(deps);
  return run;
}

const downloads = () => requested.filter((u) => u.endsWith('.deb'));

beforeEach(() => {
  requested.length = 0;
  feedVersion = '1.1.0';
  feedUp = true;
});

describe('updates', () => {
  it('checks at start and every six hours, downloads a newer version in the background, then asks to restart', async () => {
    const run = start();
    expect(run.scheduled.map((s) => s.ms)).toEqual([UPDATE_CHECK_INTERVAL_MS]);
    await run.updates.check();
    expect(requested.some((u) => u.startsWith('/updates/latest-linux.yml'))).toBe(true);
    expect(downloads()).toEqual(['/updates/lamsat-admin-1.1.0-amd64.deb']);
    expect(run.asked).toEqual(['restart 1.1.0']);
    expect(run.installs).toBe(1);

    // Six hours later: the same version is not fetched or offered again.
    run.scheduled[0]!.run();
    await run.updates.check();
    expect(downloads()).toHaveLength(1);
    expect(run.asked).toEqual(['restart 1.1.0']);
  });

  it('"later" installs nothing now; the update waits for the app to quit', async () => {
    const run = start({ yesToRestart: false });
    await run.updates.check();
    expect(run.asked).toEqual(['restart 1.1.0']);
    expect(run.installs).toBe(0);
    expect(run.updater.autoInstallOnAppQuit).toBe(true);
    expect(run.updater.autoDownload).toBe(false);
  });

  it('on a metered connection nothing is downloaded unless the person agrees', async () => {
    const declined = start({ metered: true, yesToDownload: false });
    await declined.updates.check();
    expect(declined.asked).toEqual(['download 1.1.0']);
    expect(downloads()).toEqual([]);

    const agreed = start({ metered: true, yesToDownload: true });
    await agreed.updates.check();
    expect(agreed.asked).toEqual(['download 1.1.0', 'restart 1.1.0']);
    expect(downloads()).toEqual(['/updates/lamsat-admin-1.1.0-amd64.deb']);
  });

  it('no newer version: nothing asked, nothing downloaded', async () => {
    feedVersion = '1.0.0';
    const run = start();
    await run.updates.check();
    expect(run.asked).toEqual([]);
    expect(downloads()).toEqual([]);
  });

  it('a feed that is down is logged, never thrown or shown', async () => {
    feedUp = false;
    const run = start();
    await expect(run.updates.check()).resolves.toBeUndefined();
    expect(run.asked).toEqual([]);
    expect(run.logged.join('\n')).toMatch(/update check failed/);
  });
});
