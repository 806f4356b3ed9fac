import { contactUrl } from '../../common/app-origin';

/** What showing a message needs of the BrowserWindow. */
export interface RevealableWindow {
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
  loadURL(url: string): Promise<void>;
}

/** Brings the window to the front, whether it was minimised, hidden or behind others. */
export function revealWindow(win: RevealableWindow): void {
  if (win.isMinimized()) win.restore();
  win.show();
  win.focus();
}

/**
 * What a click on a message's notification does: the window comes to the front and the admin
 * opens that message (/admin/contacts?id=N).
 */
export function createContactOpener(getWindow: () => RevealableWindow | null): (id: number) => void {
  return (id) => {
    const win = getWindow();
    if (!win || win.isDestroyed()) return;
    revealWindow(win);
    void win.loadURL(contactUrl(id)).catch(() => undefined);
  };
}
