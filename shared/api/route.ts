import type { Role } from './role-names';

/**
 * One call of the API as the contract names it (shared/api/routes.ts): method, path, the type of its
 * answer, the error statuses it may answer with and, for a signed-in call, the roles that may make
 * it. Updates and deletes are sent as `POST ?_method=PUT|DELETE` (the original API's form); the
 * method is the one the server routes by.
 */
export interface Route<Answer = unknown> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** JSON, or text: a CSV file, an event stream, a plain word (a webhook's handshake). */
  kind: 'json' | 'csv' | 'event-stream' | 'text';
  /** Statuses other than 2xx it may answer with. */
  errors: readonly number[];
  /** The roles allowed to make a signed-in call (the guard refuses the rest; none for public calls). */
  roles?: readonly Role[];
  /** The success status when it is not 200: 201 for a call that creates something. */
  status?: 201;
  /** Never set: carries the answer's type. */
  readonly answer?: Answer;
}

export const PUBLIC_PREFIX = '/backend';
export const ADMIN_PREFIX = '/backend/admin';
export const pub = (file: string) => `${PUBLIC_PREFIX}/${file}`;
export const admin = (file: string) => `${ADMIN_PREFIX}/${file}`;

/** What a call may add to its method, path and errors. */
interface RouteOptions {
  kind?: Route['kind'];
  roles?: readonly Role[];
  status?: Route['status'];
}

const route =
  <M extends Route['method']>(method: M) =>
  <Answer>(path: string, errors: readonly number[], options: RouteOptions = {}) =>
    ({
      method,
      path,
      kind: options.kind ?? 'json',
      errors,
      ...(options.roles && { roles: options.roles }),
      ...(options.status && { status: options.status }),
    }) as Route<Answer> & {
      method: M;
    };
export const get = route('GET');
export const post = route('POST');
export const put = route('PUT');
export const del = route('DELETE');
