import type { LiveEventType } from './events';
import type { PUBLIC_ROUTES } from './public-routes';
import { ROUTES, type Route, type RouteName } from './routes';
import type { Role } from './role-names';

export { DEFAULT_ROLE, isRole, ROLES, type Role } from './role-names';

/** Signing in (both steps), the session check and signing out: made before there is a session (and so a role). */
export const NO_SESSION_CALLS = ['login', 'loginMfa', 'me', 'logout'] as const;
/** The calls anyone may make: the public site's and the API's own description. */
export type PublicCall = keyof typeof PUBLIC_ROUTES | 'openapi';
export type GuardedCall = Exclude<RouteName, PublicCall | (typeof NO_SESSION_CALLS)[number]>;

/**
 * Who may do what in the admin: each signed-in call → the roles its entry in routes.ts allows. The
 * server's guarded admin router refuses a call whose role is not listed (and a call that names no
 * roles: deny by default; roles.test.ts fails on one); the screens read the same table to show only
 * what a person can use.
 */
export const CALL_ROLES = Object.fromEntries(
  Object.entries(ROUTES as Record<string, Route>).flatMap(([name, route]) =>
    route.roles ? [[name, route.roles]] : [],
  ),
) as Record<GuardedCall, readonly Role[]>;

/** Whether a person of `role` may make `call` (false for a call the table does not list). */
export function mayCall(role: Role | undefined, call: string): boolean {
  if (!role || !Object.hasOwn(CALL_ROLES, call)) return false;
  return CALL_ROLES[call as GuardedCall].includes(role);
}

/** Each live event goes to those who may make the call that reads what it tells. */
export const EVENT_READ_BY: Record<LiveEventType, GuardedCall> = {
  'contact.created': 'contacts',
  'contact.updated': 'contacts',
  'contact.deleted': 'contacts',
  'visit.created': 'visits',
  'visit.updated': 'visits',
  'visit.deleted': 'visits',
  'portfolio.changed': 'portfolio',
  'content.published': 'content',
  'staff.changed': 'staff',
  'settings.changed': 'notifications',
};

export const mayReadEvent = (role: Role | undefined, type: LiveEventType) => mayCall(role, EVENT_READ_BY[type]);
