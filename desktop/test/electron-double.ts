/**
 * The one test double of the `electron` module, for unit tests of main-process code in Node:
 * `vi.mock('electron', () => import('<path>/desktop/test/electron-double'))`. It implements only
 * what our main process calls, records what it was asked to do in `double`, and lets a test act as
 * Electron (invoke an IPC channel from a given page URL, fire a web-contents event, call the
 * app:// handler). net.fetch is real fetch plus what Chromium's network stack adds for a session:
 * with `credentials: 'include'` it sends the session's cookies for the host and stores every
 * Set-Cookie of the answer in `session.defaultSession.cookies` (an in-memory jar).
 */
import { fetchFile } from './file-fetch';
import { Cookie, CookieJar, fetchWithJar } from '../../tests/support/cookie-fetch';
import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

type Handler = (...args: never[]) => unknown;
type AnyFn = (...args: unknown[]) => unknown;

export interface CookieRecord {
  url: string;
  name: string;
  value: string;
  domain?: string;
  path?: string;
  secure?: boolean;
  /** Seconds since the epoch; absent for a session cookie. */
  expirationDate?: number;
}

export class FakeWebContents extends EventEmitter {
  url = '';
  loaded: string[] = [];
  windowOpenHandler: ((details: { url: string }) => { action: 'allow' | 'deny' }) | null = null;
  loadURL(url: string): Promise<void> {
    this.url = url;
    this.loaded.push(url);
    return Promise.resolve();
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'allow' | 'deny' }): void {
    this.windowOpenHandler = handler;
  }
  reloads = 0;
  reload(): void {
    this.reloads += 1;
  }
  /** Fires a will-navigate-style event and says whether a listener prevented it. */
  fire(event: string, details: Record<string, unknown>): boolean {
    let prevented = false;
    const e = { ...details, preventDefault: () => (prevented = true) };
    this.emit(event, e, details.url);
    return prevented;
  }
}

export class BrowserWindow extends EventEmitter {
  static instances: BrowserWindow[] = [];
  readonly webContents = new FakeWebContents();
  bounds: { x: number; y: number; width: number; height: number };
  maximized = false;
  minimized = false;
  visible = true;
  focused = false;
  destroyed = false;
  /** The last setOverlayIcon call (the Windows taskbar badge). */
  overlay: { image: unknown; description: string } | null = null;
  title: string;
  constructor(readonly options: Record<string, unknown>) {
    super();
    this.title = String(options.title ?? '');
    this.bounds = {
      x: Number(options.x ?? 0),
      y: Number(options.y ?? 0),
      width: Number(options.width ?? 800),
      height: Number(options.height ?? 600),
    };
    BrowserWindow.instances.push(this);
    double.app.emit('web-contents-created', {}, this.webContents);
  }
  loadURL(url: string): Promise<void> {
    return this.webContents.loadURL(url);
  }
  getBounds() {
    return { ...this.bounds };
  }
  getNormalBounds() {
    return { ...this.bounds };
  }
  isMaximized() {
    return this.maximized;
  }
  isMinimized() {
    return this.minimized;
  }
  isFullScreen() {
    return false;
  }
  isDestroyed() {
    return this.destroyed;
  }
  maximize() {
    this.maximized = true;
  }
  show() {
    this.visible = true;
  }
  focus() {
    this.focused = true;
  }
  restore() {
    this.minimized = false;
  }
  minimize() {
    this.minimized = true;
    this.focused = false;
  }
  hide() {
    this.visible = false;
    this.focused = false;
  }
  setTitle(title: string) {
    this.title = title;
  }
  setOverlayIcon(image: unknown, description: string) {
    this.overlay = { image, description };
  }
  static fromWebContents(contents: FakeWebContents): BrowserWindow | undefined {
    return BrowserWindow.instances.find((w) => w.webContents === contents);
  }
}

class FakeApp extends EventEmitter {
  paths: Record<string, string> = {};
  name = 'electron-double';
  isPackaged = true;
  quitCalls = 0;
  sandboxEnabled = false;
  badgeCount = 0;
  appUserModelId: string | null = null;
  readonly ready = Promise.resolve();
  getPath(name: string): string {
    this.paths[name] ??= mkdtempSync(path.join(tmpdir(), `electron-double-${name}-`));
    return this.paths[name];
  }
  setPath(name: string, value: string): void {
    this.paths[name] = value;
  }
  setName(name: string): void {
    this.name = name;
  }
  getName(): string {
    return this.name;
  }
  getVersion(): string {
    return '1.0.0-test';
  }
  enableSandbox(): void {
    this.sandboxEnabled = true;
  }
  requestSingleInstanceLock(): boolean {
    return true;
  }
  whenReady(): Promise<void> {
    return this.ready;
  }
  quit(): void {
    this.quitCalls += 1;
  }
  setBadgeCount(count: number): boolean {
    this.badgeCount = count;
    return true;
  }
  setAppUserModelId(id: string): void {
    this.appUserModelId = id;
  }
}

/** Electron's Notification, recording: every one made is in `double.notifications`. */
export class Notification extends EventEmitter {
  static supported = true;
  static isSupported(): boolean {
    return Notification.supported;
  }
  shown = false;
  readonly options: Record<string, unknown>;
  constructor(options: object) {
    super();
    this.options = { ...options };
    double.notifications.push(this);
  }
  show(): void {
    this.shown = true;
  }
  /** What the system does when staff click it. */
  click(): void {
    this.emit('click', {});
  }
}

/** Electron's session.cookies over the tests' one cookie jar (tough-cookie). */
function createCookies() {
  const store = new CookieJar();
  const toRecord = (c: Cookie): CookieRecord => ({
    url: `${c.secure ? 'https' : 'http'}://${c.domain}${c.path ?? '/'}`,
    name: c.key,
    value: c.value,
    domain: c.domain ?? undefined,
    path: c.path ?? '/',
    secure: c.secure,
    ...(c.expires instanceof Date ? { expirationDate: c.expires.getTime() / 1000 } : {}),
  });
  return {
    store,
    /** Every cookie held, in Electron's shape. */
    get jar(): CookieRecord[] {
      return (store.serializeSync()?.cookies ?? []).map((c) => toRecord(Cookie.fromJSON(c)!));
    },
    flushes: 0,
    /** (url, name) of every cookies.remove call. */
    removed: [] as [string, string][],
    async get({ url }: { url: string }): Promise<CookieRecord[]> {
      return store.getCookiesSync(url).map(toRecord);
    },
    async remove(url: string, name: string): Promise<void> {
      this.removed.push([url, name]);
      const cookie = store.getCookiesSync(url).find((c) => c.key === name);
      if (cookie) await store.store.removeCookie(cookie.domain, cookie.path, cookie.key);
    },
    async set(record: CookieRecord): Promise<void> {
      const expires = record.expirationDate === undefined ? 'Infinity' : new Date(record.expirationDate * 1000);
      const cookie = new Cookie({
        key: record.name,
        value: record.value,
        path: record.path ?? '/',
        secure: record.secure ?? false,
        expires,
      });
      store.setCookieSync(cookie, record.url);
    },
    async flushStore(): Promise<void> {
      this.flushes += 1;
    },
  };
}

/** Everything the double recorded, plus the knobs a test turns. */
export const double = {
  app: new FakeApp(),
  ipcHandlers: new Map<string, AnyFn>(),
  protocolHandlers: new Map<string, (request: Request) => Promise<Response>>(),
  privilegedSchemes: [] as unknown[],
  openedExternally: [] as string[],
  displays: [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }],
  cookies: createCookies(),
  applicationMenu: null as unknown,
  permissionHandler: null as AnyFn | null,
  permissionCheckHandler: null as AnyFn | null,
  /** The options crashReporter.start was called with. */
  crashReporter: null as Record<string, unknown> | null,
  /** Paths shell.showItemInFolder was asked to show. */
  shownInFolder: [] as string[],
  notifications: [] as Notification[],
  /** Every request net.fetch and net.request sent (URL, method and headers as they left). */
  netRequests: [] as { url: string; method: string; headers: Headers }[],
  /** Every dialog.showMessageBox call's options, and the button index the next ones answer. */
  messageBoxes: [] as Record<string, unknown>[],
  messageBoxResponse: 0,
  /** Calls an ipcMain.handle handler as Electron would for a page at `senderUrl`. */
  async invoke(channel: string, senderUrl: string | null, ...args: unknown[]): Promise<unknown> {
    const handler = double.ipcHandlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    const sender = BrowserWindow.instances[0]?.webContents ?? new FakeWebContents();
    return handler({ sender, senderFrame: senderUrl === null ? null : { url: senderUrl } }, ...args);
  },
  /** Forgets everything; `keepCookies` plays an app restart (Chromium keeps its cookie store on disk). */
  reset({ keepCookies = false }: { keepCookies?: boolean } = {}): void {
    double.ipcHandlers.clear();
    double.protocolHandlers.clear();
    double.privilegedSchemes = [];
    double.openedExternally = [];
    double.shownInFolder = [];
    double.crashReporter = null;
    double.permissionCheckHandler = null;
    double.displays = [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }];
    if (!keepCookies) double.cookies = createCookies();
    double.netRequests = [];
    double.messageBoxes = [];
    double.messageBoxResponse = 0;
    double.notifications = [];
    Notification.supported = true;
    double.app.badgeCount = 0;
    session.defaultSession.cookies = double.cookies;
    BrowserWindow.instances = [];
    double.app.removeAllListeners();
  },
};

export const app = double.app;

export const ipcMain = {
  on(): void {},
  handle(channel: string, handler: Handler): void {
    if (double.ipcHandlers.has(channel)) throw new Error(`second handler for ${channel}`);
    double.ipcHandlers.set(channel, handler as AnyFn);
  },
  removeHandler(channel: string): void {
    double.ipcHandlers.delete(channel);
  },
};

export const shell = {
  async openExternal(url: string): Promise<void> {
    double.openedExternally.push(url);
  },
  showItemInFolder(fullPath: string): void {
    double.shownInFolder.push(fullPath);
  },
};

export const crashReporter = {
  start(options: Record<string, unknown>): void {
    double.crashReporter = options;
  },
};

/** The system's colour scheme; a test sets `shouldUseDarkColors`. */
export const nativeTheme = { shouldUseDarkColors: false };

export const screen = {
  getAllDisplays: () => double.displays,
};

export const protocol = {
  registerSchemesAsPrivileged(schemes: unknown[]): void {
    double.privilegedSchemes.push(...schemes);
  },
  handle(scheme: string, handler: (request: Request) => Promise<Response>): void {
    double.protocolHandlers.set(scheme, handler);
  },
};

/** Chromium's cookie handling for one request of a session: the session's jar sends and stores. */
async function sessionFetch(input: string | Request, init: RequestInit = {}): Promise<Response> {
  const url = new URL(typeof input === 'string' ? input : input.url);
  if (url.protocol === 'file:') return fetchFile(url.href);
  const headers = new Headers(init.headers);
  const withCookies = init.credentials === 'include';
  const cookie = withCookies ? double.cookies.store.getCookieStringSync(url.href) : '';
  if (cookie) headers.set('cookie', cookie);
  double.netRequests.push({ url: url.href, method: init.method ?? 'GET', headers });
  if (!withCookies) return globalThis.fetch(input, { ...init, headers });
  return fetchWithJar(double.cookies.store)(input, init);
}

/**
 * Electron's net.request (ClientRequest) for a cookie-less GET, over real fetch: in `redirect:
 * 'manual'` mode a 3xx fires 'redirect' and, unless followRedirect() is called during it, the
 * request dies with Electron's "Redirect was cancelled"; other answers fire 'response' with a
 * readable IncomingMessage-like stream.
 */
class ClientRequest extends EventEmitter {
  private readonly headers = new Headers();
  private readonly abortion = new AbortController();
  private aborted = false;
  constructor(private readonly options: { url: string; method?: string; redirect?: string }) {
    super();
  }
  setHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }
  abort(): void {
    this.aborted = true;
    this.abortion.abort();
  }
  end(): void {
    void this.send();
  }
  private async send(): Promise<void> {
    const { url, method = 'GET', redirect = 'follow' } = this.options;
    double.netRequests.push({ url, method, headers: this.headers });
    try {
      const answer = await globalThis.fetch(url, {
        method,
        headers: this.headers,
        redirect: redirect === 'manual' ? 'manual' : 'follow',
        signal: this.abortion.signal,
      });
      const headers: Record<string, string> = {};
      answer.headers.forEach((value, name) => (headers[name] = value));
      if (redirect === 'manual' && answer.status >= 300 && answer.status < 400 && answer.headers.has('location')) {
        await answer.body?.cancel();
        this.emit('redirect', answer.status, method, new URL(answer.headers.get('location')!, url).href, headers);
        if (!this.aborted) this.emit('error', new Error('Redirect was cancelled'));
        return;
      }
      const message = Object.assign(Readable.from(Buffer.from(await answer.arrayBuffer())), {
        statusCode: answer.status,
        headers,
      });
      this.emit('response', message);
    } catch (error) {
      if (!this.aborted) this.emit('error', error);
    }
  }
}

export const net = {
  fetch: sessionFetch,
  request: (options: { url: string; method?: string; redirect?: string }) => new ClientRequest(options),
};

export const session = {
  defaultSession: {
    cookies: double.cookies,
    setPermissionRequestHandler(handler: AnyFn): void {
      double.permissionHandler = handler;
    },
    setPermissionCheckHandler(handler: AnyFn): void {
      double.permissionCheckHandler = handler;
    },
  },
};

export const Menu = {
  buildFromTemplate: (template: unknown) => ({ template }),
  setApplicationMenu(menu: unknown): void {
    double.applicationMenu = menu;
  },
};

export const nativeImage = {
  createFromDataURL: (dataUrl: string) => ({ dataUrl }),
};

export const dialog = {
  async showMessageBox(...args: unknown[]): Promise<{ response: number }> {
    double.messageBoxes.push(args.at(-1) as Record<string, unknown>);
    return { response: double.messageBoxResponse };
  },
};

export const contextBridge = {
  exposed: new Map<string, unknown>(),
  exposeInMainWorld(key: string, api: unknown): void {
    this.exposed.set(key, api);
  },
};

export const ipcRenderer = {
  invoke: (channel: string, ...args: unknown[]) => double.invoke(channel, 'app://desktop/admin/', ...args),
};

export default {
  app,
  crashReporter,
  ipcMain,
  ipcRenderer,
  contextBridge,
  shell,
  screen,
  nativeTheme,
  protocol,
  net,
  session,
  Menu,
  dialog,
  nativeImage,
  Notification,
  BrowserWindow,
};
