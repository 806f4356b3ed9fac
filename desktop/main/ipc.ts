import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { LANGUAGES, type Language } from '@shared/constants';
import type { NewContactReport, ServerUrlOptions } from '@shared/desktop-api';
import { isAppUrl } from '../common/app-origin';
import { IPC_CHANNELS, type IpcArgs, type IpcMethod, type IpcResult } from '../common/ipc-channels';
import { MESSAGES } from './messages';
import { isNewContactReport, isUnreadCount } from './notify/contact-report';

export interface IpcContext {
  sender: WebContents;
}

export type IpcHandlers = {
  [M in IpcMethod]: (context: IpcContext, ...args: IpcArgs<M>) => Promise<IpcResult<M>> | IpcResult<M>;
};

/** Only our own pages (app://desktop/…) may call the main process; anything else is refused. */
export function isTrustedSender(event: Pick<IpcMainInvokeEvent, 'senderFrame'>): boolean {
  const url = event.senderFrame?.url;
  return typeof url === 'string' && isAppUrl(url);
}

/** An address, and optionally exactly `{allowPlainHttp: boolean}`. */
function isServerUrlArgs(args: unknown[]): boolean {
  if (typeof args[0] !== 'string') return false;
  if (args.length === 1 || (args.length === 2 && args[1] === undefined)) return true;
  const options = args[1];
  return (
    args.length === 2 &&
    typeof options === 'object' &&
    options !== null &&
    Object.keys(options).every((key) => key === 'allowPlainHttp') &&
    typeof (options as ServerUrlOptions).allowPlainHttp === 'boolean'
  );
}

/** The arguments each channel accepts, checked before a handler ever sees them. */
const ARGUMENT_CHECKS: { [M in IpcMethod]: (args: unknown[]) => args is IpcArgs<M> } = {
  getServerUrl: (args): args is [] => args.length === 0,
  setServerUrl: (args): args is [string, ServerUrlOptions?] => isServerUrlArgs(args),
  testServer: (args): args is [string, ServerUrlOptions?] => isServerUrlArgs(args),
  appVersion: (args): args is [] => args.length === 0,
  reportNewContact: (args): args is [NewContactReport] => args.length === 1 && isNewContactReport(args[0]),
  reportUnreadCount: (args): args is [number] => args.length === 1 && isUnreadCount(args[0]),
  setLanguage: (args): args is [Language] => args.length === 1 && LANGUAGES.includes(args[0] as Language),
};

/** Whether `args` are what `method` accepts (every payload from a page is checked in main). */
export function isValidIpcArgs(method: IpcMethod, args: unknown[]): boolean {
  return (ARGUMENT_CHECKS[method] as (a: unknown[]) => boolean)(args);
}

/** Registers one ipcMain.handle per channel of IPC_CHANNELS, each behind the sender check. */
export function registerIpcHandlers(handlers: IpcHandlers): () => void {
  const methods = Object.keys(IPC_CHANNELS) as IpcMethod[];
  for (const method of methods) {
    ipcMain.handle(IPC_CHANNELS[method], async (event, ...args: unknown[]) => {
      if (!isTrustedSender(event)) throw new Error(MESSAGES.forbiddenSender);
      if (!isValidIpcArgs(method, args)) throw new Error(MESSAGES.forbiddenSender);
      const handler = handlers[method] as (context: IpcContext, ...a: unknown[]) => unknown;
      return handler({ sender: event.sender }, ...args);
    });
  }
  return () => methods.forEach((method) => ipcMain.removeHandler(IPC_CHANNELS[method]));
}
