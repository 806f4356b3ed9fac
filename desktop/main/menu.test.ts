import { describe, expect, it, vi } from 'vitest';
import { double } from '../test/electron-double';
import { buildMenuTemplate, installMenu } from './menu';
import { MENU_LABELS } from './messages';
import type { MenuItemConstructorOptions } from 'electron';

vi.mock('electron', () => import('../test/electron-double'));

const flatten = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
  items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);

describe('application menu', () => {
  it('has Arabic labels on every item and the standard edit roles', () => {
    const items = flatten(buildMenuTemplate({ changeServer: () => {}, about: () => {} }, false));
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
    const items = flatten(buildMenuTemplate({ changeServer: () => (changed += 1), about: () => {} }, true));
    const change = items.find((i) => i.label === MENU_LABELS.changeServer);
    (change?.click as () => void)();
    expect(changed).toBe(1);
    installMenu({ changeServer: () => {}, about: () => {} });
    expect(double.applicationMenu).toMatchObject({ template: expect.any(Array) });
  });
});
