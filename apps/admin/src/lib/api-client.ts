import type { BodyOf } from '@shared/api/contract';
import { ROUTES, type AnswerOf, type RouteName } from '@shared/api/routes';

/**
 * The one HTTP client of the admin, on the browser's fetch. It only ever calls relative /backend/*
 * URLs with credentials, so the same build works in the browser (same origin) and in the desktop
 * app, whose app:// protocol forwards /backend/* and /uploads/* to the configured server. Every
 * failure becomes an ApiError (lib/api-error.ts turns it into the message people read).
 */

/** The calls of signing in and out themselves (the others need a session). */
export const SIGN_IN_PATHS: string[] = [ROUTES.login.path, ROUTES.loginMfa.path, ROUTES.me.path, ROUTES.logout.path];
const needsSession = (path: string) => !SIGN_IN_PATHS.includes(path);

/** No answer within this time counts as "the server cannot be reached". */
const TIMEOUT_MS = 30_000;

export type Params = Record<string, string | number | boolean | undefined>;

/**
 * A call that failed: `http` with the status, the server's JSON body and its Retry-After header;
 * `unreachable` when no answer came (no connection, server down, wrong address, too slow);
 * `cancelled` when signing out ended it.
 */
export class ApiError extends Error {
  constructor(
    readonly kind: 'http' | 'unreachable' | 'cancelled',
    readonly path: string,
    readonly status?: number,
    readonly body?: unknown,
    readonly retryAfter?: string | null,
  ) {
    super(kind === 'http' ? `${path} answered ${status}` : `${path}: ${kind}`);
    this.name = 'ApiError';
  }
}

// The server answers errors in the language asked for: lib/i18n.ts sets the admin's language here.
let language = 'ar';
export function setApiLanguage(next: string): void {
  language = next;
}

let sessionEnded: (() => void) | undefined;
/** Called on a 401 from any call but signing in and out: the session ended (expired, or elsewhere). */
export function onSessionEnded(listener: () => void): void {
  sessionEnded = listener;
}

let roleSeen: ((role: string) => void) | undefined;
/** Called with the role every signed-in answer names (the X-Staff-Role header). */
export function onRoleSeen(listener: (role: string) => void): void {
  roleSeen = listener;
}
/** The header the server sets on every answer of a signed-in call (server/src/auth/require-role.ts). */
const ROLE_HEADER = 'x-staff-role';
const sawRole = (role: string | null) => {
  if (role) roleSeen?.(role);
};

let sessionCalls = new AbortController();

/**
 * Signing out ends the data calls still in flight and refuses new ones without sending them, until
 * the next sign-in: none of them is then answered 401 or reported to the person as a failure.
 */
export function endSessionCalls(): void {
  sessionCalls.abort();
}

/** A new sign-in: data calls go out again. */
export function startSessionCalls(): void {
  if (sessionCalls.signal.aborted) sessionCalls = new AbortController();
}

function urlOf(path: string, params: Params = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The answer's JSON, its text when it is not JSON (a proxy's error page), undefined when empty. */
function parsed(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function httpError(path: string, status: number, body: unknown, retryAfter: string | null): ApiError {
  if (status === 401 && needsSession(path)) sessionEnded?.();
  return new ApiError('http', path, status, body, retryAfter);
}

function headers(json: boolean): Record<string, string> {
  return {
    Accept: 'application/json',
    'Accept-Language': language,
    ...(json ? { 'Content-Type': 'application/json' } : {}),
  };
}

async function call<T>(method: 'GET' | 'POST', path: string, params?: Params, body?: unknown): Promise<T> {
  const session = needsSession(path) ? sessionCalls.signal : undefined;
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  let text: string;
  try {
    response = await fetch(urlOf(path, params), {
      method,
      headers: headers(body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal: session ? AbortSignal.any([session, timeout]) : timeout,
    });
    text = await response.text();
  } catch {
    throw new ApiError(session?.aborted ? 'cancelled' : 'unreachable', path);
  }
  sawRole(response.headers.get(ROLE_HEADER));
  const data = parsed(text);
  if (!response.ok) throw httpError(path, response.status, data, response.headers.get('retry-after'));
  return data as T;
}

/**
 * A file upload with its progress. XMLHttpRequest, not fetch: fetch reports no upload progress,
 * and its streamed request bodies need HTTP/2, which the server does not speak.
 */
function upload<T>(path: string, form: FormData, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const session = sessionCalls.signal;
    if (session.aborted) {
      reject(new ApiError('cancelled', path));
      return;
    }
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    session.addEventListener('abort', abort, { once: true });
    const settle = (outcome: () => void) => {
      session.removeEventListener('abort', abort);
      outcome();
    };
    request.open('POST', path);
    request.withCredentials = true;
    request.timeout = TIMEOUT_MS;
    for (const [name, value] of Object.entries(headers(false))) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (onProgress && event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      settle(() => {
        sawRole(request.getResponseHeader(ROLE_HEADER));
        const data = parsed(request.responseText);
        if (request.status >= 200 && request.status < 300) resolve(data as T);
        else reject(httpError(path, request.status, data, request.getResponseHeader('retry-after')));
      });
    request.onerror = request.ontimeout = () => settle(() => reject(new ApiError('unreachable', path)));
    request.onabort = () => settle(() => reject(new ApiError('cancelled', path)));
    request.send(form);
  });
}

/** What a call sends: its query, and its body as JSON (the contract's input type). */
export interface CallOptions<N extends RouteName> {
  query?: Params;
  body?: BodyOf<N>;
}

/**
 * Calls the API by the name of the call in the contract (shared/api/routes.ts), which gives its
 * path, its method and the type of its answer; a PUT or DELETE goes as POST with `_method` (the
 * API's form).
 */
function callApi<N extends RouteName>(name: N, { query, body }: CallOptions<N> = {}): Promise<AnswerOf<N>> {
  const { method, path } = ROUTES[name];
  const override = method === 'PUT' || method === 'DELETE' ? { _method: method } : {};
  return call<AnswerOf<N>>(method === 'GET' ? 'GET' : 'POST', path, { ...query, ...override }, body);
}

export const api = {
  call: callApi,
  /** A file to the upload call, with its progress. */
  upload: (form: FormData, onProgress?: (percent: number) => void) =>
    upload<AnswerOf<'upload'> | undefined>(ROUTES.upload.path, form, onProgress),
};
