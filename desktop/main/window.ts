import { BrowserWindow, nativeTheme } from 'electron';
import { DEFAULT_WINDOW, type Settings } from './settings';

/** The background of the desktop's pages (pages-css.ts), in the system's light or dark scheme. */
export const WINDOW_BACKGROUND = { light: '#f4f7f6', dark: '#0f1716' } as const;

export interface MainWindowOptions {
  settings: Settings;
  preloadPath: string;
  iconPath: string;
  title: string;
}

/**
 * The one window: sandboxed renderer, context isolation, no Node, web security untouched; it
 * remembers where it was and how big.
 */
export function createAppWindow({ settings, preloadPath, iconPath, title }: MainWindowOptions): BrowserWindow {
  const saved = settings.getWindowBounds();
  const win = new BrowserWindow({
    ...(saved ? { x: saved.x, y: saved.y, width: saved.width, height: saved.height } : DEFAULT_WINDOW),
    minWidth: DEFAULT_WINDOW.minWidth,
    minHeight: DEFAULT_WINDOW.minHeight,
    title,
    icon: iconPath,
    // Shown at once, painted in the pages' own background (no white flash); the loading page
    // comes next while the server is checked.
    show: true,
    backgroundColor: WINDOW_BACKGROUND[nativeTheme.shouldUseDarkColors ? 'dark' : 'light'],
    autoHideMenuBar: false,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      spellcheck: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      // The admin's live stream reports new messages from this page: it must keep its pace
      // (reconnect timers included) while the window is minimised or hidden.
      backgroundThrottling: false,
    },
  });
  if (saved?.maximized) win.maximize();

  const remember = () => {
    if (win.isDestroyed() || win.isMinimized() || win.isFullScreen()) return;
    const bounds = win.isMaximized() ? win.getNormalBounds() : win.getBounds();
    settings.saveWindowBounds({ ...bounds, maximized: win.isMaximized() });
  };
  let timer: NodeJS.Timeout | undefined;
  const rememberSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(remember, 400);
  };
  win.on('resize', rememberSoon);
  win.on('move', rememberSoon);
  win.on('maximize', remember);
  win.on('unmaximize', remember);
  win.on('close', () => {
    clearTimeout(timer);
    remember();
  });
  return win;
}
