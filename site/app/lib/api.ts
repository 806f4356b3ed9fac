import type { Language } from '@shared/constants';

/** A failure keeps the answer's status and body (0 and null without one): some calls answer more than `error`. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: string; status: number; body: unknown };

interface Call {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** The server answers errors in this language (Accept-Language). */
  lang: Language;
  signal?: AbortSignal;
}

/**
 * The one way the public site calls the API: JSON in and out, and a failure read from the API's
 * `{error}` envelope — else 'HTTP {status}', else the network error's own message. Only an abort
 * (the caller gave up) is thrown.
 */
export async function callApi<T>(path: string, { method = 'GET', body, lang, signal }: Call): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Accept-Language': lang,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, error: error instanceof Error ? error.message : String(error), status: 0, body: null };
  }
  const data: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: data as T };
  const envelope =
    data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' && data.error.trim()
      ? data.error.trim()
      : null;
  return { ok: false, error: envelope ?? `HTTP ${response.status}`, status: response.status, body: data };
}
