import type { BrowserContext, Page, Route } from 'playwright-core';
import { IPC_CHANNELS, type IpcMethod } from '../../../desktop/common/ipc-channels';
import { isValidIpcArgs, type IpcHandlers } from '../../../desktop/main/ipc';
import { MESSAGES } from '../../../desktop/main/messages';
import type { RequestHandler } from '../../../desktop/main/serve/types';

/**
 * Real Chromium cannot open app:// outside Electron, so tests serve the scheme's handler at this
 * origin instead: every request of the page goes, as a fetch Request (method, headers, body), to
 * the same `(Request) => Promise<Response>` the app registers with protocol.handle.
 */
export const DESKTOP_TEST_ORIGIN = 'http://desktop.test';

export async function routeToScheme(context: BrowserContext, handle: RequestHandler): Promise<void> {
  await context.route(`${DESKTOP_TEST_ORIGIN}/**`, async (route) => {
    try {
      await fulfillFromScheme(route, handle);
    } catch {
      // Playwright fulfills with a whole body, so a live event stream waits here until its server
      // closes at the end of the test; the page is gone by then and nothing is left to answer.
      await route.abort().catch(() => undefined);
    }
  });
}

/** Answers one request of the page with what the app:// handler answers. */
async function fulfillFromScheme(route: Route, handle: RequestHandler): Promise<void> {
  const request = route.request();
  const url = request.url().replace(DESKTOP_TEST_ORIGIN, 'app://desktop');
  const body = request.postDataBuffer();
  const response = await handle(
    new Request(url, {
      method: request.method(),
      headers: await request.allHeaders(),
      body: body && request.method() !== 'GET' && request.method() !== 'HEAD' ? new Uint8Array(body) : undefined,
    }),
  );
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  if (headers.location?.startsWith('/')) headers.location = `${DESKTOP_TEST_ORIGIN}${headers.location}`;
  await route.fulfill({ status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) });
}

/**
 * What the preload and ipc.ts do, for a page in plain Chromium: window.desktop with one named
 * function per channel, each a call into the main process's real handler (here over a Playwright
 * binding instead of IPC) after the same argument checks; refused arguments reject the call.
 */
export async function exposeDesktopApi(page: Page, handlers: IpcHandlers): Promise<void> {
  await page.exposeBinding('__invokeMain', async (_source, method: IpcMethod, args: unknown[]) => {
    if (!isValidIpcArgs(method, args)) throw new Error(MESSAGES.forbiddenSender);
    const handler = handlers[method] as (context: unknown, ...a: unknown[]) => unknown;
    return handler({ sender: null }, ...args);
  });
  await page.addInitScript((methods: string[]) => {
    const invoke = (globalThis as unknown as { __invokeMain: (m: string, a: unknown[]) => Promise<never> })
      .__invokeMain;
    const api = Object.fromEntries(methods.map((m) => [m, (...args: unknown[]) => invoke(m, args)]));
    Object.defineProperty(window, 'desktop', { value: Object.freeze(api) });
  }, Object.keys(IPC_CHANNELS));
}
