/** A handler of the app:// scheme: the same shape as Electron's protocol.handle callback. */
export type RequestHandler = (request: Request) => Promise<Response>;

/**
 * The main process's cookie jar, as the forwarder and the settings need it. In Electron it is the
 * app session's cookie store (desktop/main/electron/cookie-jar.ts); the cookies themselves are
 * read and written by the session-bound fetch, exactly as a browser does.
 */
export interface CookieJar {
  /** Writes the jar to disk now, so a sign-in survives a crash or a forced quit. */
  flush(): Promise<void>;
  /** Removes every cookie that would be sent to `serverUrl`. */
  clear(serverUrl: string): Promise<void>;
}
