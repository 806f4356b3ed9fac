/// <reference types="electron-vite/node" />
import path from 'node:path';
import {
  app,
  BrowserWindow,
  crashReporter,
  dialog,
  nativeImage,
  net,
  Notification,
  protocol,
  session,
  shell,
  type NativeImage,
} from 'electron';
import ElectronStore from 'electron-store';
import { autoUpdater } from 'electron-updater';
import { existsSync } from 'node:fs';
import iconPath from '../resources/icon.png?asset';
import { ADMIN_BASE, APP_SCHEME, APP_URLS } from '../common/app-origin';
import { APP_ID } from './app-id';
import { createCrashLimiter } from './crash-limiter';
import { createDesktopApiHandlers } from './desktop-api';
import { crashReporterOptions, diagnosticsPaths } from './diagnostics';
import { createSessionCookieJar } from './electron/cookie-jar';
import { setUpLogFile } from './electron/log';
import { manualRedirectFetch } from './electron/manual-redirect-fetch';
import { registerIpcHandlers } from './ipc';
import { installMenu } from './menu';
import { applyNavigationPolicy } from './navigation-policy';
import { isMeteredConnection } from './metered';
import { createBadge } from './notify/badge';
import { overlayDataUrl } from './notify/badge-images';
import { createContactNotifier } from './notify/contact-notifier';
import { createContactOpener, revealWindow } from './notify/open-contact';
import { DESKTOP_PAGES } from './pages';
import { createAppHandler } from './serve/app-handler';
import { createDevRendererHandler } from './serve/dev-renderer-handler';
import { createForwarder } from './serve/forwarder';
import { createMemoryHandler } from './serve/memory-handler';
import { ADMIN_CSP, PAGES_CSP } from './serve/security-headers';
import { createStaticHandler } from './serve/static-handler';
import { probeServer } from './server-url';
import { createSettings, SETTINGS_SCHEMA, type SettingsData } from './settings';
import { signOutOf } from './sign-out';
import { DESKTOP_TEXTS } from './text';
import { startUpdates } from './updates';
import { createAppWindow } from './window';

// A fixed folder for settings and cookies, whatever the package or product name; tests point it
// at a temporary folder.
app.setName('Lamsat Admin');
app.setPath('userData', process.env.MHS_DESKTOP_USER_DATA ?? path.join(app.getPath('appData'), 'lamsat-admin'));

// Crashes are recorded on this computer from the first moment (sent nowhere unless a build says so),
// and the main process writes its own log file.
const diagnostics = diagnosticsPaths(app.getPath('userData'));
app.setPath('crashDumps', diagnostics.crashDumps);
crashReporter.start(crashReporterOptions(import.meta.env.MAIN_VITE_CRASH_REPORT_URL));
const log = setUpLogFile(diagnostics.logFile);

// Every renderer sandboxed, whatever a window's options say.
app.enableSandbox();
// Windows shows notifications only for an app with this identity.
if (process.platform === 'win32') app.setAppUserModelId(APP_ID);

// Must happen before `ready`: app:// behaves like https (secure context, fetch, CORS rules).
protocol.registerSchemesAsPrivileged([
  {
    scheme: APP_SCHEME,
    privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true, codeCache: true },
  },
]);

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  void start();
}

async function start(): Promise<void> {
  let mainWindow: BrowserWindow | null = null;
  app.on('second-instance', () => {
    if (mainWindow) revealWindow(mainWindow);
  });
  // Every web contents, present and future, is locked to app://desktop.
  app.on('web-contents-created', (_event, contents) => applyNavigationPolicy(contents));

  await app.whenReady();
  const ses = session.defaultSession;
  // The page asks for nothing: every permission request and every permission check says no.
  ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);

  const cookieJar = createSessionCookieJar(ses);
  const store = new ElectronStore<SettingsData>({
    name: 'settings',
    schema: SETTINGS_SCHEMA,
    clearInvalidConfig: true,
  });
  const settings = createSettings(store, cookieJar);
  const probeFetch = manualRedirectFetch;
  const sessionFetch = (url: string, init: RequestInit) => net.fetch(url, init);

  const devServer = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
  protocol.handle(
    APP_SCHEME,
    createAppHandler({
      admin: devServer
        ? createDevRendererHandler(devServer, (input, init) => net.fetch(String(input), init))
        : createStaticHandler({
            root: path.join(import.meta.dirname, '../renderer'),
            mount: ADMIN_BASE,
            csp: ADMIN_CSP,
            fetchFile: (url) => net.fetch(url),
          }),
      forwarder: createForwarder({
        getServerUrl: () => settings.getServerUrl(),
        fetch: sessionFetch,
        cookieJar,
      }),
      pages: createMemoryHandler(DESKTOP_PAGES, PAGES_CSP),
    }),
  );

  /** The texts of the program in the person's language, read afresh each time (it can change). */
  const texts = () => DESKTOP_TEXTS[settings.getLanguage()];

  const badge = createBadge<NativeImage>({
    platform: process.platform,
    setBadgeCount: (count) => app.setBadgeCount(count),
    setOverlayIcon: (image, description) => mainWindow?.setOverlayIcon(image, description),
    overlayImage: (label) => nativeImage.createFromDataURL(overlayDataUrl(label)),
  });
  registerIpcHandlers(
    createDesktopApiHandlers({
      settings,
      probeFetch,
      appVersion: app.getVersion(),
      async confirmServerChange(sender, from, to) {
        const owner = BrowserWindow.fromWebContents(sender);
        const t = texts().serverSwitch;
        const options = {
          type: 'question' as const,
          title: t.title,
          message: t.message,
          detail: t.detail(from, to),
          buttons: [t.confirm, t.cancel],
          defaultId: 1,
          cancelId: 1,
          noLink: true,
        };
        const { response } = owner ? await dialog.showMessageBox(owner, options) : await dialog.showMessageBox(options);
        return response === 0;
      },
      signOut: (serverUrl) => signOutOf(serverUrl, sessionFetch),
      onServerChanged: (sender) => void sender.loadURL(APP_URLS.admin),
      notifier: createContactNotifier({
        Notification,
        isSupported: () => Notification.isSupported(),
        getMode: () => settings.getNotificationMode(),
        openContact: createContactOpener(() => mainWindow),
        platform: process.platform,
        iconPath,
      }),
      badge,
      onLanguageChanged: () => {
        rebuildMenu();
        mainWindow?.setTitle(texts().windowTitle);
      },
    }),
  );

  const show = (url: string) => void mainWindow?.loadURL(url);
  function rebuildMenu(): void {
    installMenu(
      {
        notificationMode: settings.getNotificationMode(),
        setNotificationMode: (mode) => settings.setNotificationMode(mode),
        changeServer: () => show(APP_URLS.setup),
        openLogFile: () => shell.showItemInFolder(log.path),
        about: () =>
          void dialog.showMessageBox({
            type: 'info',
            title: texts().windowTitle,
            message: texts().windowTitle,
            detail: texts().about.detail(app.getVersion()),
          }),
      },
      { language: settings.getLanguage(), isMac: process.platform === 'darwin', appName: app.getName() },
    );
  }
  rebuildMenu();

  mainWindow = openMainWindow();
  show(APP_URLS.loading);
  show(await firstUrl());
  startUpdatesWhenPublished();

  /**
   * A release build carries app-update.yml (written by electron-builder from the publish
   * configuration); without it (a development run, a build without MHS_UPDATE_URL) there is no feed.
   */
  function startUpdatesWhenPublished(): void {
    const feedConfig =
      typeof process.resourcesPath === 'string' ? path.join(process.resourcesPath, 'app-update.yml') : '';
    if (!app.isPackaged || !feedConfig || !existsSync(feedConfig)) {
      log.info('updates: off (this build names no update server)');
      return;
    }
    autoUpdater.logger = { info: () => undefined, warn: log.warn, error: log.error };
    const ask = async (message: string, yes: string, detail?: string) => {
      const t = texts().updates;
      const options = {
        type: 'question' as const,
        title: t.title,
        message,
        detail,
        buttons: [yes, t.later],
        defaultId: 0,
        cancelId: 1,
      };
      const { response } = mainWindow
        ? await dialog.showMessageBox(mainWindow, options)
        : await dialog.showMessageBox(options);
      return response === 0;
    };
    startUpdates({
      updater: autoUpdater,
      isMetered: () => isMeteredConnection(process.platform),
      askDownload: (version) => ask(texts().updates.meteredMessage(version), texts().updates.download),
      askRestart: (version) =>
        ask(texts().updates.readyMessage(version), texts().updates.restart, texts().updates.readyDetail),
      log,
    });
  }

  function openMainWindow(): BrowserWindow {
    const win = createAppWindow({
      settings,
      preloadPath: path.join(import.meta.dirname, '../preload/index.cjs'),
      iconPath,
      title: texts().windowTitle,
    });
    // Never a blank window: a page that fails to load is replaced by the offline screen.
    win.webContents.on('did-fail-load', (_event, errorCode, _description, url, isMainFrame) => {
      if (isMainFrame && errorCode !== -3 && !url.startsWith(APP_URLS.offline)) show(APP_URLS.offline);
    });
    // A crashed page is reloaded, but at most three times a minute; then the error page offers
    // "reload" and "choose another server" instead of a reload loop.
    const crashes = createCrashLimiter();
    win.webContents.on('render-process-gone', (_event, details) => {
      log.error('renderer gone', details.reason, details.exitCode);
      if (crashes.record() === 'reload') win.webContents.reload();
      else show(APP_URLS.crashed);
    });
    // The admin reports its unread count; the setup and offline pages have none to show.
    win.webContents.on('did-navigate', (_event, url) => {
      if (!url.startsWith(APP_URLS.admin)) badge.show(0);
    });
    win.on('closed', () => {
      mainWindow = null;
    });
    return win;
  }

  async function firstUrl(): Promise<string> {
    const server = settings.getServerUrl();
    if (!server) return APP_URLS.setup;
    return (await probeServer(server, probeFetch, 6000)).ok ? APP_URLS.admin : APP_URLS.offline;
  }

  // The session cookie must be on disk before the process ends.
  let flushed = false;
  app.on('before-quit', (event) => {
    if (flushed) return;
    event.preventDefault();
    void cookieJar
      .flush()
      .catch(() => undefined)
      .finally(() => {
        flushed = true;
        app.quit();
      });
  });
  app.on('window-all-closed', () => app.quit());
}
