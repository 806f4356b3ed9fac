import type { DesktopApi } from '@shared/desktop-api';

/** Every IPC channel between preload and main: one per DesktopApi function, nothing else. */
export const IPC_CHANNELS = {
  getServerUrl: 'desktop:get-server-url',
  setServerUrl: 'desktop:set-server-url',
  testServer: 'desktop:test-server',
  appVersion: 'desktop:app-version',
  reportNewContact: 'desktop:report-new-contact',
  reportUnreadCount: 'desktop:report-unread-count',
  setLanguage: 'desktop:set-language',
} as const satisfies Record<keyof DesktopApi, string>;

export type IpcMethod = keyof typeof IPC_CHANNELS;
export type IpcArgs<M extends IpcMethod> = Parameters<DesktopApi[M]>;
export type IpcResult<M extends IpcMethod> = Awaited<ReturnType<DesktopApi[M]>>;
