import { MESSAGES } from './messages';
import { needsPlainHttpConsent } from './plain-http';
import { ROUTES } from '@shared/api/routes';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type NormalizedUrl = { ok: true; url: string } | { ok: false; error: string };

/** The one path the setup check ever asks for: the server's session check, which any visitor may call. */
export const PROBE_PATH = ROUTES.me.path;
/** A few hops (http → https, bare domain → www) are normal; more is a loop or a trap. */
const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

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

export type ProbeResult = { ok: true; url: string } | { ok: false; error: string };

/**
 * Checks that a (normalized) URL is our server: GET {url}/backend/admin/me.php answers a JSON object
 * holding a boolean `authenticated`. Redirects are followed here, hop by hop (`fetch` must answer a
 * 3xx as it is, `redirect: 'manual'`), and only to the same path on another address: the check can
 * never be turned into a GET of anything else. The answer is the address where the server really
 * is, after the redirects: that is what gets stored. Credentials are never sent with this probe.
 */
export async function probeServer(url: string, fetch: FetchLike, timeoutMs = 8000): Promise<ProbeResult> {
  const signal = AbortSignal.timeout(timeoutMs);
  let target = `${url}${PROBE_PATH}`;
  for (let hop = 0; ; hop += 1) {
    let response: Response;
    try {
      response = await fetch(target, {
        method: 'GET',
        headers: { accept: 'application/json' },
        credentials: 'omit',
        redirect: 'manual',
        signal,
      });
    } catch {
      return { ok: false, error: MESSAGES.unreachable };
    }
    if (!REDIRECT_STATUSES.has(response.status)) return readVerdict(response, target);
    await response.body?.cancel().catch(() => undefined);
    const next = nextHop(target, response.headers.get('location'));
    if (!next || hop >= MAX_REDIRECTS) return { ok: false, error: MESSAGES.notOurServer };
    target = next;
  }
}

/** The absolute URL a redirect points to, when it is the probe path of some http(s) server. */
function nextHop(from: string, location: string | null): string | null {
  if (!location) return null;
  let next: URL;
  try {
    next = new URL(location, from);
  } catch {
    return null;
  }
  next.hash = '';
  if (next.search || !next.pathname.endsWith(PROBE_PATH)) return null;
  const base = normalizeServerUrl(next.href.slice(0, -PROBE_PATH.length));
  return base.ok ? `${base.url}${PROBE_PATH}` : null;
}

async function readVerdict(response: Response, target: string): Promise<ProbeResult> {
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return { ok: false, error: MESSAGES.notOurServer };
  }
  try {
    const body: unknown = await response.json();
    if (
      typeof body === 'object' &&
      body !== null &&
      typeof (body as { authenticated?: unknown }).authenticated === 'boolean'
    ) {
      return { ok: true, url: target.slice(0, -PROBE_PATH.length) };
    }
  } catch {
    // not JSON: not our server
  }
  return { ok: false, error: MESSAGES.notOurServer };
}

export interface ServerCheck {
  /** The person ticked "I understand" for a plain http:// address outside the local network. */
  allowPlainHttp?: boolean;
  timeoutMs?: number;
}

export type ValidatedServer =
  { ok: true; url: string; typed: string } | { ok: false; error: string; url?: string; plainHttp?: true };

/**
 * normalizeServerUrl + probeServer + the plain-http rule, applied to the address the server is
 * really at (an http:// address that redirects to https:// is fine). On success `url` is the
 * address to store and `typed` the normalized input, so callers can tell when they differ.
 */
export async function validateServerUrl(
  input: unknown,
  fetch: FetchLike,
  { allowPlainHttp = false, timeoutMs }: ServerCheck = {},
): Promise<ValidatedServer> {
  const normalized = normalizeServerUrl(input);
  if (!normalized.ok) return normalized;
  const probe = await probeServer(normalized.url, fetch, timeoutMs);
  if (!probe.ok) return probe;
  if (needsPlainHttpConsent(probe.url) && !allowPlainHttp) {
    return { ok: false, error: MESSAGES.plainHttp, url: probe.url, plainHttp: true };
  }
  return { ok: true, url: probe.url, typed: normalized.url };
}
