import { Menu, type MenuItemConstructorOptions } from 'electron';
import { MENU_LABELS as L } from './messages';
import { NOTIFICATION_MODES, type NotificationMode } from './settings';

export interface MenuActions {
  changeServer: () => void;
  about: () => void;
  /** Shows the log file in the system's file manager. */
  openLogFile: () => void;
  /** The stored choice, checked in the menu when it is built. */
  notificationMode: NotificationMode;
  setNotificationMode: (mode: NotificationMode) => void;
}

const MODE_LABELS: Record<NotificationMode, string> = {
  sound: L.notifySound,
  silent: L.notifySilent,
  off: L.notifyOff,
};

/** The Arabic application menu; the edit roles keep the usual shortcuts working in every form. */
export function buildMenuTemplate(actions: MenuActions, isMac: boolean): MenuItemConstructorOptions[] {
  return [
    {
      label: L.app,
      submenu: [
        { label: L.changeServer, click: actions.changeServer },
        {
          label: L.notifications,
          submenu: NOTIFICATION_MODES.map((mode) => ({
            label: MODE_LABELS[mode],
            type: 'radio' as const,
            checked: actions.notificationMode === mode,
            click: () => actions.setNotificationMode(mode),
          })),
        },
        { type: 'separator' },
        { label: L.about, click: actions.about },
        { type: 'separator' },
        { label: L.quit, role: 'quit', accelerator: isMac ? 'Cmd+Q' : 'Ctrl+Q' },
      ],
    },
    {
      label: L.edit,
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
      submenu: [
        { label: L.minimize, role: 'minimize' },
        { label: L.close, role: 'close' },
      ],
    },
    {
      label: L.help,
      role: 'help',
      submenu: [
        { label: L.openLog, click: actions.openLogFile },
        { label: L.about, click: actions.about },
      ],
    },
  ];
}

export function installMenu(actions: MenuActions): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate(actions, process.platform === 'darwin')));
}
