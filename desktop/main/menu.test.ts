import { describe, expect, it, vi } from 'vitest';
import { double } from '../test/electron-double';
import { buildMenuTemplate, installMenu } from './menu';
import { MENU_LABELS } from './messages';
import type { NotificationMode } from './settings';
import type { MenuItemConstructorOptions } from 'electron';

vi.mock('electron', () => import('../test/electron-double'));

const noop = {
  changeServer: () => {},
  about: () => {},
  openLogFile: () => {},
  notificationMode: 'sound',
  setNotificationMode: () => {},
} as const;

const flatten = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
  items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);

describe('application menu', () => {
  it('has Arabic labels on every item and the standard edit roles', () => {
    const items = flatten(buildMenuTemplate(noop, false));
    for (const item of items.filter((i) => i.type !== 'separator')) {
      expect(item.label, JSON.stringify(item.role)).toMatch(/[\u0600-\u06FF]/);
    }
    const roles = items.map((i) => i.role).filter(Boolean);
    expect(roles).toEqual(
      expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll', 'quit', 'reload']),
    );
  });

  it('offers the change-server action and installs itself', () => {
    let changed = 0;
    const items = flatten(buildMenuTemplate({ ...noop, changeServer: () => (changed += 1) }, true));
    const change = items.find((i) => i.label === MENU_LABELS.changeServer);
    (change?.click as () => void)();
    expect(changed).toBe(1);
    installMenu(noop);
    expect(double.applicationMenu).toMatchObject({ template: expect.any(Array) });
  });

  it('the Help menu shows the log file', () => {
    let opened = 0;
    const items = flatten(buildMenuTemplate({ ...noop, openLogFile: () => (opened += 1) }, false));
    (items.find((i) => i.label === MENU_LABELS.openLog)?.click as () => void)();
    expect(opened).toBe(1);
  });

  it('offers the notification setting as three choices, the stored one checked', () => {
    const chosen: NotificationMode[] = [];
    const items = flatten(
      buildMenuTemplate({ ...noop, notificationMode: 'silent', setNotificationMode: (m) => chosen.push(m) }, false),
    );
    const group = items.find((i) => i.label === MENU_LABELS.notifications);
    const choices = group?.submenu as MenuItemConstructorOptions[];
    expect(choices.map((c) => [c.label, c.type, c.checked])).toEqual([
      [MENU_LABELS.notifySound, 'radio', false],
      [MENU_LABELS.notifySilent, 'radio', true],
      [MENU_LABELS.notifyOff, 'radio', false],
    ]);
    for (const choice of choices) (choice.click as () => void)();
    expect(chosen).toEqual(['sound', 'silent', 'off']);
  });
});
