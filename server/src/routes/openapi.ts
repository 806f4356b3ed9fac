import Router from '@koa/router';
import { API, PUBLIC_PREFIX } from '@shared/api/contract';
import { publicRoute } from '../http/contract-routes';
import { openApiDocument } from '../openapi/document';

/** GET /backend/openapi.json: the API described for machines, public and the same for everyone. */
export function openApiRouter(): Router {
  const router = new Router({ prefix: PUBLIC_PREFIX });
  // Built once: it depends on the contract alone (no setting, no secret).
  let body: string | undefined;
  router.get(publicRoute(API.openapi), (ctx) => {
    body ??= JSON.stringify(openApiDocument());
    ctx.type = 'application/json; charset=utf-8';
    // It changes only with a new version of the server; the ETag (app.ts) makes asking again cheap.
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = body;
  });
  return router;
}
