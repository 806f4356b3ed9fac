/**
 * The site's address without a trailing slash: PUBLIC_BASE_URL, else this machine on the port the
 * server listens on (`PORT=3900 npm start` links to http://localhost:3900; port 0 picks a free one,
 * which no link can name in advance, so it keeps 3000).
 */
export function publicBaseUrl(configured: string | undefined, port: number): string {
  if (configured !== undefined) return configured.replace(/\/+$/, '');
  return `http://localhost:${port === 0 ? 3000 : port}`;
}

/** Whether an http(s) URL names this machine: localhost, 127.0.0.0/8 or [::1] (the parser writes 127.1 as 127.0.0.1). */
function isLoopbackUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { hostname } = new URL(value);
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/** PUBLIC_BASE_URL against NODE_ENV and TRUST_PROXY. */
export function publicAddressProblems({
  NODE_ENV,
  PUBLIC_BASE_URL,
  TRUST_PROXY,
}: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  // In production the site's address is what visitors and search engines get (canonical links, the
  // sitemap, e-mail links) and what sign-ins travel over: plain HTTP only for this machine's own, to
  // try a production build locally.
  if (NODE_ENV === 'production' && PUBLIC_BASE_URL?.startsWith('http:') && !isLoopbackUrl(PUBLIC_BASE_URL)) {
    problems.push(
      'PUBLIC_BASE_URL: must be https:// in production (TLS in a reverse proxy, with TRUST_PROXY=true); http:// is only for localhost, 127.x.x.x or [::1]',
    );
  }
  // The server itself speaks plain HTTP: only a TLS proxy it trusts (X-Forwarded-Proto) can tell it a
  // request was HTTPS, and without that the Secure session cookie cannot be set, so sign-in would fail.
  if (PUBLIC_BASE_URL?.startsWith('https:') && !['true', '1', 'yes'].includes(TRUST_PROXY ?? '')) {
    problems.push(
      'PUBLIC_BASE_URL: https:// needs TRUST_PROXY=true (TLS ends in a reverse proxy that sends X-Forwarded-Proto: https); without it the session cookie cannot be Secure and sign-in fails',
    );
  }
  return problems;
}
