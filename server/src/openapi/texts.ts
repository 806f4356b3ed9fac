import { ROLES } from '@shared/api/roles';

/** The words of the OpenAPI document (server/src/openapi/document.ts): what no schema says. */

export const TITLE = 'Lamsat Al-Madinah API';

export const DESCRIPTION = `The API of the company's website, admin and desktop app, generated from its one contract
(\`shared/api/routes.ts\`, \`shared/api/contract.ts\`): every call, its query and body, its answer, its
error statuses and who may make it.

**Answers and errors.** JSON in and out (a CSV export and the live event stream are text). Every
error is \`{"error": "…"}\` with a 4xx or 5xx status, in Arabic or English as the request's
\`Accept-Language\` prefers (Arabic by default).

**Signing in.** \`POST /backend/admin/login.php\` with \`{email, password}\` sets the session cookie
(\`mhs_sid\` and its signature \`mhs_sid.sig\`; under HTTPS \`__Host-mhs_sid\`, Secure, host-only):
send the cookies back on every admin call, as a browser or a client's cookie jar does. HttpOnly,
SameSite=Lax; a session ends on sign-out, after it has been idle too long and at its absolute limit.
A person whose password someone else chose gets 403 on every call but \`account.php\` and
\`account-password.php\` until they change it.

**Roles.** Every account has one role of ${ROLES.map((role) => `\`${role}\``).join(', ')}. Each admin call lists the
roles that may make it in \`x-roles\` (and in its description); any other role gets 403
\`{"error": "Your role does not allow this"}\` and nothing is done.

**Cross-site requests (CSRF).** A request that changes something (any method but GET, HEAD and
OPTIONS) is refused with 403 when \`Sec-Fetch-Site\` says \`cross-site\`, or, without that header,
when \`Origin\` (else \`Referer\`) names another site than this one. A client that is not a browser
sends neither header and passes.

**Updates and deletes** are also accepted as \`POST …&_method=PUT\` and \`POST …&_method=DELETE\`
(the original API's form, which the admin uses); a real PUT or DELETE is the same call.

**Limits.** The contact form, sign-in and password changes are rate-limited (429 with
\`Retry-After\`); JSON bodies are at most 100 kB (413).`;

/** What each error status means, whichever call answers it. */
export const STATUS_TEXT: Record<number, string> = {
  400: 'The query or body was refused: `error` says which field and why.',
  401: 'Not signed in (no session, or it has ended); for sign-in, a wrong e-mail or password.',
  403: 'Refused: a cross-site request, a role that may not make this call, or a password change pending.',
  404: 'Nothing with that id (or path).',
  409: "In conflict with what is stored now: `error` says what (a visit's clash lists the other visits in `clashes`).",
  413: 'The body is too large.',
  429: 'Too many requests: try again after `Retry-After` seconds.',
  500: "The site's pages could not be rendered; nothing was published.",
  502: "The mail server refused: `error` carries its answer (never the account's secrets).",
  503: 'Busy or unavailable: try again after `Retry-After` seconds (health: the database does not answer).',
};

export const SESSION_TEXT =
  'The session cookie that `login.php` sets (`__Host-mhs_sid` under HTTPS), with its signature `mhs_sid.sig`.';

/** The success answer's description by the call's kind. */
export const SUCCESS_TEXT = {
  json: 'The answer.',
  created: 'Created: the answer.',
  csv: 'A CSV file (UTF-8 with a BOM), streamed.',
  'event-stream': 'Server-Sent Events until the session ends; a comment heartbeat every 25 s.',
  text: 'Plain text: the challenge sent, echoed.',
} as const;

export const FORM_REDIRECT_TEXT =
  "The site's form posted natively (`application/x-www-form-urlencoded`): back to its `page` at `#form-sent`, `#form-invalid`, `#form-busy` or `#form-failed`.";

export const rolesText = (roles: readonly string[]) => `Roles: ${roles.join(', ')}.`;

export const OVERRIDE_TEXT = (method: 'PUT' | 'DELETE') => `Also sent as \`POST …&_method=${method}\`.`;
