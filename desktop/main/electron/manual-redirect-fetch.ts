import { net } from 'electron';
import type { FetchLike } from '../server-url';

/** The probe reads a small JSON answer; anything bigger is not our server. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * A GET through Electron's network stack (system proxy and certificates) that answers a redirect
 * as it is — status and Location — instead of following it: net.fetch cannot (with
 * `redirect: 'manual'` it rejects with "Redirect was cancelled" and never reports the target), so
 * this uses net.request's 'redirect' event. No cookies or credentials are sent.
 */
export const manualRedirectFetch: FetchLike = (url, init = {}) =>
  new Promise<Response>((resolve, reject) => {
    const request = net.request({
      url,
      method: 'GET',
      redirect: 'manual',
      credentials: 'omit',
      useSessionCookies: false,
    });
    new Headers(init.headers).forEach((value, name) => request.setHeader(name, value));
    const fail = (error: unknown) => {
      request.abort();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    init.signal?.addEventListener('abort', () => fail(init.signal?.reason), { once: true });
    request.on('redirect', (status, _method, location) => {
      resolve(new Response(null, { status, headers: { location } }));
      request.abort();
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) fail(new Error('answer too large'));
        else chunks.push(chunk);
      });
      response.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers)) headers.set(name, [value].flat().join(', '));
        const body = size > 0 ? new Uint8Array(Buffer.concat(chunks)) : null;
        resolve(new Response(body, { status: response.statusCode, headers }));
      });
      response.on('error', fail);
    });
    request.on('error', fail);
    request.end();
  });
