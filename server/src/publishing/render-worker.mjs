// A worker thread of the site publisher (site-publisher.ts): renders the public pages with React
// Router's own request handler over the site's server build, the same code and data path as the
// build's prerender, with the published content, the portfolio and the site's address passed to
// the loaders as their context. Plain JavaScript (like scrypt-worker.mjs) because a worker thread
// loads its file as it is, without a build step; the result's post-processing (CSP hashes,
// compressed copies) happens in the server.
import { pathToFileURL } from 'node:url';
import { createRequestHandler, RouterContextProvider } from 'react-router';

/** One request handler per server build (a worker lives as long as its pool). */
const handlers = new Map();

async function handlerFor(serverBuild) {
  let handler = handlers.get(serverBuild);
  if (!handler) {
    const build = await import(pathToFileURL(serverBuild).href);
    // The loaders read their inputs under the key the site's entry.server.tsx exports.
    const { pageInputs } = build.entry.module;
    if (!pageInputs) throw new Error(`${serverBuild} exports no pageInputs: run npm run build:site`);
    handler = { handle: createRequestHandler(build, 'production'), pageInputs };
    handlers.set(serverBuild, handler);
  }
  return handler;
}

/**
 * Renders each URL (a page, its `.data` file or a resource route) and returns status, type and
 * body. `live` is what a page rendered on request shows (a booking page's windows or booking).
 */
export default async function render({ serverBuild, urls, content, portfolio, publishedAt, publicBaseUrl, live }) {
  const { handle, pageInputs } = await handlerFor(serverBuild);
  const rendered = [];
  for (const url of urls) {
    const inputs = { content, portfolio, publishedAt, publicBaseUrl, live };
    const context = new RouterContextProvider(new Map([[pageInputs, inputs]]));
    const response = await handle(new Request(`http://localhost${url}`), context);
    const type = response.headers.get('Content-Type');
    rendered.push({ url, status: response.status, type, body: await response.text() });
  }
  return rendered;
}
