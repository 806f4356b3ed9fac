/**
 * One call of the API as the contract names it (shared/api/routes.ts): method, path, the type of its
 * answer, the error statuses it may answer with. Updates and deletes are sent as
 * `POST ?_method=PUT|DELETE` (the original API's form); the method is the one the server routes by.
 */
export interface Route<Answer = unknown> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** JSON, or text: a CSV file, an event stream. */
  kind: 'json' | 'csv' | 'event-stream';
  /** Statuses other than 2xx it may answer with. */
  errors: readonly number[];
  /** Never set: carries the answer's type. */
  readonly answer?: Answer;
}

export const PUBLIC_PREFIX = '/backend';
export const ADMIN_PREFIX = '/backend/admin';
export const pub = (file: string) => `${PUBLIC_PREFIX}/${file}`;
export const admin = (file: string) => `${ADMIN_PREFIX}/${file}`;

const route =
  <M extends Route['method']>(method: M) =>
  <Answer>(path: string, errors: readonly number[], kind: Route['kind'] = 'json') =>
    ({ method, path, kind, errors }) as Route<Answer> & { method: M };
export const get = route('GET');
export const post = route('POST');
export const put = route('PUT');
export const del = route('DELETE');
