import { Menu, type MenuItemConstructorOptions } from 'electron';
import type { Language } from '@shared/constants';
import { NOTIFICATION_MODES, type NotificationMode } from './settings';
import { DESKTOP_TEXTS } from './text';

export interface MenuActions {
  changeServer: () => void;
  about: () => void;
  /** Shows the log file in the system's file manager. */
  openLogFile: () => void;
  /** The stored choice, checked in the menu when it is built. */
  notificationMode: NotificationMode;
  setNotificationMode: (mode: NotificationMode) => void;
}

export interface MenuContext {
  language: Language;
  isMac: boolean;
  /** The program's name, which macOS shows as the title of its first menu. */
  appName: string;
}

/**
 * The application menu in the person's language. The edit roles keep the usual shortcuts working in
 * every form; on macOS the first menu is the standard app menu (About, Services, Hide, Quit) and the
 * Window menu has its usual roles.
 */
export function buildMenuTemplate(
  actions: MenuActions,
  { language, isMac, appName }: MenuContext,
): MenuItemConstructorOptions[] {
  const L = DESKTOP_TEXTS[language].menu;
  const modeLabels: Record<NotificationMode, string> = {
    sound: L.notifySound,
    silent: L.notifySilent,
    off: L.notifyOff,
  };
  const programItems: MenuItemConstructorOptions[] = [
    { label: L.changeServer, click: actions.changeServer },
    {
      label: L.notifications,
      submenu: NOTIFICATION_MODES.map((mode) => ({
        label: modeLabels[mode],
        type: 'radio' as const,
        checked: actions.notificationMode === mode,
        click: () => actions.setNotificationMode(mode),
      })),
    },
  ];
  const macAppMenu: MenuItemConstructorOptions = {
    label: appName,
    role: 'appMenu',
    submenu: [
      { label: L.about, click: actions.about },
      { type: 'separator' },
      { label: L.services, role: 'services' },
      { type: 'separator' },
      { label: L.hide, role: 'hide' },
      { label: L.hideOthers, role: 'hideOthers' },
      { label: L.showAll, role: 'unhide' },
      { type: 'separator' },
      { label: L.quit, role: 'quit' },
    ],
  };
  return [
    // On macOS Quit lives in the standard app menu; elsewhere it ends the program's own menu.
    ...(isMac
      ? [macAppMenu, { label: L.app, submenu: programItems }]
      : [
          {
            label: L.app,
            submenu: [
              ...programItems,
              { type: 'separator' as const },
              { label: L.quit, role: 'quit' as const, accelerator: 'Ctrl+Q' },
            ],
          },
        ]),
    {
      label: L.edit,
      role: 'editMenu',
      submenu: [
        { label: L.undo, role: 'undo' },
        { label: L.redo, role: 'redo' },
        { type: 'separator' },
        { label: L.cut, role: 'cut' },
        { label: L.copy, role: 'copy' },
        { label: L.paste, role: 'paste' },
        { label: L.selectAll, role: 'selectAll' },
      ],
    },
    {
      label: L.view,
      submenu: [
        { label: L.reload, role: 'reload' },
        { type: 'separator' },
        { label: L.resetZoom, role: 'resetZoom' },
        { label: L.zoomIn, role: 'zoomIn' },
        { label: L.zoomOut, role: 'zoomOut' },
        { type: 'separator' },
        { label: L.fullScreen, role: 'togglefullscreen' },
      ],
    },
    {
      label: L.window,
      role: 'windowMenu',
      submenu: [
        { label: L.minimize, role: 'minimize' },
        ...(isMac ? [{ label: L.zoom, role: 'zoom' as const }] : []),
        { label: L.close, role: 'close' },
        ...(isMac ? [{ type: 'separator' as const }, { label: L.front, role: 'front' as const }] : []),
      ],
    },
    {
      label: L.help,
      role: 'help',
      submenu: [
        { label: L.openLog, click: actions.openLogFile },
        ...(isMac ? [] : [{ label: L.about, click: actions.about }]),
      ],
    },
  ];
}

/** Builds and sets the menu; called again whenever the language or the stored choices change. */
export function installMenu(actions: MenuActions, context: MenuContext): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate(actions, context)));
}
