import type Router from '@koa/router';
import { ADMIN_PREFIX, PUBLIC_PREFIX, routePath, type Route } from '@shared/api/routes';

/** A contract call's path inside the admin router (prefix /backend/admin). */
export const adminRoute = (call: Route) => routePath(call, ADMIN_PREFIX);

/** A contract call's path inside the public router (prefix /backend). */
export const publicRoute = (call: Route) => routePath(call, PUBLIC_PREFIX);

export interface MountedRoute {
  method: string;
  path: string;
}

/** The routes routers mount, read from their stacks (a nested router's routes are in its parent's). */
export function mountedRoutes(routers: Router[]): MountedRoute[] {
  return routers.flatMap((router) =>
    router.stack.flatMap((layer) =>
      layer.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path: String(layer.path) })),
    ),
  );
}
