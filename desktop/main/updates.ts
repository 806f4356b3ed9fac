import type { AppUpdater } from 'electron-updater';

/** How often a running app looks for a new version (and once at start). */
export const UPDATE_CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000;

export interface UpdateDeps {
  /** electron-updater's updater (autoUpdater in the app), fed by the build's publish configuration. */
  updater: Pick<AppUpdater, 'checkForUpdates' | 'downloadUpdate' | 'quitAndInstall'> & {
    autoDownload: boolean;
    autoInstallOnAppQuit: boolean;
  };
  /** Whether the computer is on a metered connection (a phone's hotspot, a capped line). */
  isMetered: () => Promise<boolean>;
  /** On a metered connection: may version `version` be downloaded now? */
  askDownload: (version: string) => Promise<boolean>;
  /** Version `version` is ready: restart now to install it (else it installs when the app quits)? */
  askRestart: (version: string) => Promise<boolean>;
  log: { info: (...data: unknown[]) => void; warn: (...data: unknown[]) => void };
  /** setInterval, as a parameter so tests can run the six-hourly check at once. */
  every?: (run: () => void, ms: number) => { unref?: () => void };
}

/**
 * Looks for a new version at start and every six hours, downloads it in the background (on a
 * metered connection only when the person agrees), then asks before restarting to install it; a
 * "later" installs it when the app quits. Failures (no network, no feed) are logged, never shown.
 */
export function startUpdates({ updater, isMetered, askDownload, askRestart, log, every = setInterval }: UpdateDeps): {
  check: () => Promise<void>;
} {
  updater.autoDownload = false;
  updater.autoInstallOnAppQuit = true;
  let running: Promise<void> | null = null;
  let downloaded: string | null = null;

  async function run(): Promise<void> {
    try {
      const result = await updater.checkForUpdates();
      if (!result?.isUpdateAvailable) return;
      const version = result.updateInfo.version;
      if (downloaded === version) return;
      if ((await isMetered()) && !(await askDownload(version))) {
        log.info('update', version, 'not downloaded: metered connection');
        return;
      }
      await updater.downloadUpdate();
      downloaded = version;
      log.info('update', version, 'downloaded');
      if (await askRestart(version)) updater.quitAndInstall();
    } catch (error) {
      log.warn('update check failed', error instanceof Error ? error.message : String(error));
    }
  }

  const check = () => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
  every(() => void check(), UPDATE_CHECK_INTERVAL_MS).unref?.();
  void check();
  return { check };
}
