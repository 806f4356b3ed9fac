import type { DesktopResult } from '@shared/desktop-api';
import { MESSAGES } from './messages';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type NormalizedUrl = { ok: true; url: string } | { ok: false; error: string };

/**
 * Turns what staff typed into the canonical server URL: http(s) only, no credentials, query or
 * fragment, no trailing slash (a path prefix is kept for servers behind a reverse proxy).
 */
export function normalizeServerUrl(input: unknown): NormalizedUrl {
  if (typeof input !== 'string' || input.trim() === '' || input.length > 2048) {
    return { ok: false, error: MESSAGES.invalidUrl };
  }
  let parsed: URL;
  try {
    parsed = new URL(input.trim());
  } catch {
    return { ok: false, error: MESSAGES.invalidUrl };
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname) {
    return { ok: false, error: MESSAGES.invalidUrl };
  }
  if (parsed.username || parsed.password) return { ok: false, error: MESSAGES.urlWithCredentials };
  const path = parsed.pathname.replace(/\/+$/, '');
  return { ok: true, url: `${parsed.origin}${path}` };
}

/**
 * Checks that a (normalized) URL is our server: it answers GET /backend/admin/me.php with a JSON
 * object holding a boolean `authenticated`. Credentials are never sent with this probe.
 */
export async function probeServer(url: string, fetch: FetchLike, timeoutMs = 8000): Promise<DesktopResult> {
  let response: Response;
  try {
    response = await fetch(`${url}/backend/admin/me.php`, {
      method: 'GET',
      headers: { accept: 'application/json' },
      credentials: 'omit',
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { ok: false, error: MESSAGES.unreachable };
  }
  if (!response.ok) return { ok: false, error: MESSAGES.notOurServer };
  try {
    const body: unknown = await response.json();
    if (
      typeof body === 'object' &&
      body !== null &&
      typeof (body as { authenticated?: unknown }).authenticated === 'boolean'
    ) {
      return { ok: true };
    }
  } catch {
    // not JSON: not our server
  }
  return { ok: false, error: MESSAGES.notOurServer };
}

/** normalizeServerUrl + probeServer; on success also gives the canonical URL to store. */
export async function validateServerUrl(
  input: unknown,
  fetch: FetchLike,
  timeoutMs?: number,
): Promise<{ ok: true; url: string } | { ok: false; error: string }> {
  const normalized = normalizeServerUrl(input);
  if (!normalized.ok) return normalized;
  const probe = await probeServer(normalized.url, fetch, timeoutMs);
  return probe.ok ? normalized : probe;
}
