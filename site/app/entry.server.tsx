import { prerender } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';

/**
 * The key under which the server's page renderer (server/src/content/render-worker.mjs) hands the
 * loaders the published content: exported here, the server bundle's one module the renderer can
 * reach (`build.entry.module`), so that both use the very same context object.
 */
export { pageInputs } from '@/lib/published-content.server';

/**
 * Renders each page at build time (the site is prerendered; nothing is rendered on request). With
 * nobody waiting for the first bytes, React's static renderer finishes the whole document before
 * writing it, so everything arrives in order. The streaming renderer used by default sends part of the
 * document later with three small scripts to put it in place: about 450 bytes of brotli and three more
 * script hashes in every page's Content-Security-Policy header, which pushed the city pages past what
 * a new connection delivers in its first round trip (ten TCP segments: 14,600 bytes, headers included).
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  let failed = false;
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    onError(error) {
      failed = true;
      console.error(error);
    },
  });
  headers.set('Content-Type', 'text/html');
  return new Response(prelude, { headers, status: failed ? 500 : status });
}
