import { describe, expect, it, vi } from 'vitest';
import { double } from '../test/electron-double';
import { buildMenuTemplate, installMenu, type MenuContext } from './menu';
import type { NotificationMode } from './settings';
import { DESKTOP_TEXTS } from './text';
import type { MenuItemConstructorOptions } from 'electron';

vi.mock('electron', () => import('../test/electron-double'));

const noop = {
  changeServer: () => {},
  about: () => {},
  openLogFile: () => {},
  notificationMode: 'sound',
  setNotificationMode: () => {},
} as const;
const L = DESKTOP_TEXTS.ar.menu;
const arabic: MenuContext = { language: 'ar', isMac: false, appName: 'Lamsat Admin' };

const flatten = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
  items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);
const labelled = (items: MenuItemConstructorOptions[]) => flatten(items).filter((i) => i.type !== 'separator');

describe('application menu', () => {
  it('has Arabic labels on every item and the standard edit roles', () => {
    const items = labelled(buildMenuTemplate(noop, arabic));
    for (const item of items) expect(item.label, JSON.stringify(item.role)).toMatch(/[\u0600-\u06FF]/);
    const roles = items.map((i) => i.role).filter(Boolean);
    expect(roles).toEqual(
      expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll', 'quit', 'reload']),
    );
  });

  it('in English every label is English, the same items with the same roles', () => {
    const ar = labelled(buildMenuTemplate(noop, arabic));
    const en = labelled(buildMenuTemplate(noop, { ...arabic, language: 'en' }));
    for (const item of en) expect(item.label, JSON.stringify(item.role)).not.toMatch(/[\u0600-\u06FF]/);
    expect(en.map((i) => i.role)).toEqual(ar.map((i) => i.role));
    expect(en.map((i) => i.label)).toContain('Change Server…');
  });

  it('every language has every text (the texts are data, one file per language)', () => {
    expect(Object.keys(DESKTOP_TEXTS.en.menu).sort()).toEqual(Object.keys(DESKTOP_TEXTS.ar.menu).sort());
    for (const text of [...Object.values(DESKTOP_TEXTS.en.menu), DESKTOP_TEXTS.en.windowTitle]) {
      expect(text.trim()).not.toBe('');
    }
  });

  it('on macOS: the standard app menu first (About, Services, Hide, Quit), Edit and Window roles', () => {
    const template = buildMenuTemplate(noop, { ...arabic, isMac: true });
    const [appMenu] = template;
    expect(appMenu).toMatchObject({ label: 'Lamsat Admin', role: 'appMenu' });
    const appItems = (appMenu!.submenu as MenuItemConstructorOptions[]).filter((i) => i.type !== 'separator');
    expect(appItems.map((i) => i.role ?? i.label)).toEqual([
      L.about,
      'services',
      'hide',
      'hideOthers',
      'unhide',
      'quit',
    ]);
    const roles = labelled(template).map((i) => i.role);
    expect(roles).toEqual(expect.arrayContaining(['editMenu', 'windowMenu', 'minimize', 'zoom', 'front', 'close']));
    expect(roles.filter((r) => r === 'quit')).toHaveLength(1);
    expect(labelled(template).find((i) => i.label === L.changeServer)).toBeDefined();
  });

  it('offers the change-server action and installs itself', () => {
    let changed = 0;
    const items = flatten(buildMenuTemplate({ ...noop, changeServer: () => (changed += 1) }, arabic));
    const change = items.find((i) => i.label === L.changeServer);
    (change?.click as () => void)();
    expect(changed).toBe(1);
    installMenu(noop, arabic);
    expect(double.applicationMenu).toMatchObject({ template: expect.any(Array) });
  });

  it('the Help menu shows the log file', () => {
    let opened = 0;
    const items = flatten(buildMenuTemplate({ ...noop, openLogFile: () => (opened += 1) }, arabic));
    (items.find((i) => i.label === L.openLog)?.click as () => void)();
    expect(opened).toBe(1);
  });

  it('offers the notification setting as three choices, the stored one checked', () => {
    const chosen: NotificationMode[] = [];
    const items = flatten(
      buildMenuTemplate({ ...noop, notificationMode: 'silent', setNotificationMode: (m) => chosen.push(m) }, arabic),
    );
    const group = items.find((i) => i.label === L.notifications);
    const choices = group?.submenu as MenuItemConstructorOptions[];
    expect(choices.map((c) => [c.label, c.type, c.checked])).toEqual([
      [L.notifySound, 'radio', false],
      [L.notifySilent, 'radio', true],
      [L.notifyOff, 'radio', false],
    ]);
    for (const choice of choices) (choice.click as () => void)();
    expect(chosen).toEqual(['sound', 'silent', 'off']);
  });
});
