import { contextBridge, ipcRenderer } from 'electron';
import type { DesktopApi, ServerUrlOptions } from '@shared/desktop-api';
import { IPC_CHANNELS } from '../common/ipc-channels';

/**
 * window.desktop: seven named functions and nothing else; ipcRenderer itself never reaches the
 * page. Runs sandboxed, so it is bundled into one CommonJS file.
 */
/** Only the one known option crosses, as a plain boolean. */
const serverUrlOptions = (options?: ServerUrlOptions) => ({ allowPlainHttp: options?.allowPlainHttp === true });

const api: DesktopApi = {
  getServerUrl: () => ipcRenderer.invoke(IPC_CHANNELS.getServerUrl),
  setServerUrl: (url, options) => ipcRenderer.invoke(IPC_CHANNELS.setServerUrl, String(url), serverUrlOptions(options)),
  testServer: (url, options) => ipcRenderer.invoke(IPC_CHANNELS.testServer, String(url), serverUrlOptions(options)),
  appVersion: () => ipcRenderer.invoke(IPC_CHANNELS.appVersion),
  // Passed as given: main checks every field and refuses anything else.
  reportNewContact: (report) => ipcRenderer.invoke(IPC_CHANNELS.reportNewContact, report),
  reportUnreadCount: (count) => ipcRenderer.invoke(IPC_CHANNELS.reportUnreadCount, count),
  setLanguage: (language) => ipcRenderer.invoke(IPC_CHANNELS.setLanguage, language),
};

contextBridge.exposeInMainWorld('desktop', api);
