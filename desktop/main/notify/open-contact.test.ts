import { beforeEach, describe, expect, it } from 'vitest';
import { BrowserWindow, double } from '../../test/electron-double';
import { createContactOpener, revealWindow } from './open-contact';

let win: BrowserWindow;
beforeEach(() => {
  double.reset();
  win = new BrowserWindow({});
});

describe('opening a message from its notification', () => {
  it('brings a minimised window back, focuses it and opens /admin/contacts?id=N', () => {
    win.minimize();
    createContactOpener(() => win)(42);
    expect([win.minimized, win.visible, win.focused]).toEqual([false, true, true]);
    expect(win.webContents.loaded).toEqual(['app://desktop/admin/contacts?id=42']);
  });

  it('shows a hidden window', () => {
    win.hide();
    revealWindow(win);
    expect([win.visible, win.focused]).toEqual([true, true]);
  });

  it('does nothing once the window is gone', () => {
    createContactOpener(() => null)(1);
    win.destroyed = true;
    createContactOpener(() => win)(1);
    expect(win.webContents.loaded).toEqual([]);
  });
});
