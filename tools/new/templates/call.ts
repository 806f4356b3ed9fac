import type { Names } from '../names';

/**
 * The text of what `npm run new -- call` writes: every template of an admin API call in one place
 * (docs/architecture.md, "A new admin API call"). Generated code says where the person edits it.
 */
export type CallMethod = 'get' | 'post';
export type RoleChoice = 'owner' | 'managers' | 'everyone';
export const ROLE_CONSTANT: Record<RoleChoice, string> = { owner: 'OWNER', managers: 'MANAGERS', everyone: 'EVERYONE' };

export interface CallTemplate {
  call: Names;
  method: CallMethod;
  roles: RoleChoice;
}

const path = ({ call }: CallTemplate) => `/backend/admin/${call.kebab}.php`;
/** The schema that checks what the call takes: its query (GET) or its body (POST). */
export const inputSchemaName = ({ call, method }: CallTemplate) =>
  method === 'get' ? `${call.camel}QuerySchema` : `${call.camel}Schema`;
export const answerType = ({ call }: CallTemplate) => `${call.pascal}Answer`;

/** shared/schemas/<call>.ts */
export function schemaFile(t: CallTemplate): string {
  const { call } = t;
  if (t.method === 'get') {
    return `import { z } from 'zod';
import { LIMITS, optionalText } from './fields';

/**
 * GET ${path(t)}: what it takes and answers. Written by \`npm run new\`: say what the call is for,
 * make the query its filters and the item what a screen shows of each row.
 */
export const ${inputSchemaName(t)} = z.object({
  /** Words to look for; empty, everything. */
  q: optionalText(LIMITS.search),
});

/** One row of the answer. */
export interface ${call.pascal}Item {
  id: number;
  name: string;
}

export interface ${answerType(t)} {
  items: ${call.pascal}Item[];
}
`;
  }
  return `import { z } from 'zod';
import { LIMITS, requiredText } from './fields';

/**
 * POST ${path(t)}: what it takes and answers. Written by \`npm run new\`: say what the call changes
 * and make the body its fields (shared/schemas/fields.ts has the text, phone and e-mail rules).
 */
export const ${inputSchemaName(t)} = z.object({
  name: requiredText(LIMITS.name),
});
export type ${call.pascal}Input = z.input<typeof ${inputSchemaName(t)}>;

export interface ${answerType(t)} {
  ok: true;
}
`;
}

/** Its entry in ROUTES (shared/api/routes.ts). */
export const routeEntry = (t: CallTemplate) =>
  `  // ${t.call.kebab}.php (written by npm run new): say what it answers and why these roles may make it.
  ${t.call.camel}: ${t.method}<${answerType(t)}>(admin('${t.call.kebab}.php'), [...SIGNED_IN, 400], { roles: ${ROLE_CONSTANT[t.roles]} })`;

/** Its schemas in INPUT (shared/api/contract.ts). */
export const inputEntry = (t: CallTemplate) =>
  `  ${t.call.camel}: { ${t.method === 'get' ? 'query' : 'body'}: ${inputSchemaName(t)} }`;

/** Its handler, added to a router whose `new Router()` is `router`. */
export function handler(t: CallTemplate, router: string): string {
  const { call } = t;
  if (t.method === 'get') {
    return `  ${router}.get(adminRoute(API.${call.camel}), async (ctx) => {
    // A wrong query answers 400 with the reason in the request's language. Read what matches it here.
    validate(API.${call.camel}.query, ctx.query);
    const body: ${answerType(t)} = { items: [] };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });
`;
  }
  return `  ${router}.post(adminRoute(API.${call.camel}), async (ctx) => {
    // A wrong body answers 400 with the reason in the request's language. Make the change here, record
    // it in the audit log (audit) and tell open screens (events) as the other calls do.
    validate(API.${call.camel}.body, jsonBody(ctx));
    const body: ${answerType(t)} = { ok: true };
    ctx.body = body;
  });
`;
}

/** What a handler imports in its router file: [module, names, type only]. */
export const handlerImports = (t: CallTemplate): [string, string[], boolean][] => [
  ['@shared/api/contract', ['API'], false],
  [`@shared/schemas/${t.call.kebab}`, [answerType(t)], true],
  ['../http/contract-routes', ['adminRoute'], false],
  ['../http/validate', t.method === 'get' ? ['validate'] : ['jsonBody', 'validate'], false],
];

export const routerFunction = (feature: Names) => `admin${feature.pascal}Router`;
const depsType = (feature: Names) => `Admin${feature.pascal}Deps`;

/** server/src/routes/admin-<feature>.ts, a new router with the call's handler. */
export function routerFile(t: CallTemplate, feature: Names): string {
  const imports = handlerImports(t)
    .map(([module, names, typeOnly]) => `import ${typeOnly ? 'type ' : ''}{ ${names.join(', ')} } from '${module}';`)
    .join('\n');
  return `import Router from '@koa/router';
${imports}
import type { RouteDeps } from './context';

/**
 * The app's services these calls use (routes/context.ts): none yet. Name them here as the handlers
 * need them (\`Pick<RouteDeps, 'models' | 'audit'>\`) and take them below (\`{ models, audit }\`).
 */
export type ${depsType(feature)} = Pick<RouteDeps, never>;

/** The ${feature.words.toLowerCase()} calls (written by npm run new): say what they are for. */
export function ${routerFunction(feature)}({}: ${depsType(feature)}): Router {
  // Mounted under the admin router, which has already required a session and the call's roles.
  const router = new Router();
${handler(t, 'router')}  return router;
}
`;
}

/** server/test/<call>.test.ts: the call through the real server on a fresh database. */
export function serverTest(t: CallTemplate): string {
  const { call } = t;
  const checks =
    t.method === 'get'
      ? `  it('answers a signed-in owner', async () => {
    const res = await owner.get(\`\${PATH}?q=\${encodeURIComponent('فريق')}\`);
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data).toEqual({ items: [] });
  });

  it('refuses a wrong query with the reason in the language asked for', async () => {
    for (const language of ['ar', 'en'] as const) {
      const res = await owner.get(\`\${PATH}?q=\${'x'.repeat(LIMITS.search + 1)}\`, { 'Accept-Language': language });
      expect(res.status).toBe(400);
      expect(res.data).toEqual({ error: describeIssue('q', 'too_long', language) });
    }
  });
`
      : `  it('takes a valid body from a signed-in owner', async () => {
    const res = await owner.post(PATH, { name: 'اسم' });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data).toEqual({ ok: true });
  });

  it('refuses a wrong body with the reason in the language asked for', async () => {
    for (const language of ['ar', 'en'] as const) {
      const res = await owner.post(PATH, { name: 'x'.repeat(LIMITS.name + 1) }, { 'Accept-Language': language });
      expect(res.status).toBe(400);
      expect(res.data).toEqual({ error: describeIssue('name', 'too_long', language) });
    }
  });
`;
  return `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@shared/api/contract';
import { describeIssue } from '@shared/api-errors';
import { LIMITS } from '@shared/schemas/fields';
import { Client, startSignedInServer, type TestServer } from './harness';

// ${call.kebab}.php through the real server on a fresh database. npm run new wrote these first checks:
// add the call's own behaviour. Who may make it is checked with every call in roles.test.ts, hostile
// input in security-fuzz.test.ts (fuzz-calls.ts).
let server: TestServer;
let owner: Client;
beforeAll(async () => {
  ({ server, admin: owner } = await startSignedInServer());
});
afterAll(() => server.close());

const PATH = API.${call.camel}.path;

describe('${call.kebab}.php', () => {
${checks}
  it('answers 401 without a session', async () => {
    const res = await new Client(server.url).request('${t.method.toUpperCase()}', PATH);
    expect(res.status).toBe(401);
  });
});
`;
}

/** Its example in the OpenAPI document (EXAMPLES of server/src/openapi/examples.ts): valid for its schema. */
export const exampleEntry = (t: CallTemplate) =>
  t.method === 'get' ? `  ${t.call.camel}: { query: { q: 'بحث' } }` : `  ${t.call.camel}: { body: { name: 'اسم' } }`;

/** Its line in fuzz-calls.ts's CALLS. */
export const fuzzEntry = (t: CallTemplate) =>
  t.method === 'get'
    ? `  { name: 'GET admin/${t.call.kebab}.php', method: 'GET', path: '${path(t)}', query: query({ q: 'بحث' }) }`
    : `  {
    name: 'POST admin/${t.call.kebab}.php',
    method: 'POST',
    path: '${path(t)}',
    query: query({}),
    body: body({ name: 'اسم' }),
  }`;

/** The key of the error text the admin shows when the call fails (`loadTeams`, `saveTeam`). */
export const errorKey = (t: CallTemplate) => `${t.method === 'get' ? 'load' : 'save'}${t.call.pascal}`;
export const errorTexts = (t: CallTemplate) =>
  t.method === 'get'
    ? { ar: 'تعذّر تحميل البيانات', en: 'Failed to load the data' }
    : { ar: 'تعذّر الحفظ', en: 'Failed to save' };

/** apps/admin/src/features/<feature>/api/<call>.ts: the admin's function and hook. */
export function adminHook(t: CallTemplate, operation: string, importsTexts: boolean): string {
  const { call } = t;
  const texts = importsTexts ? "import '../text';\n" : '';
  if (t.method === 'get') {
    return `import { useQuery } from '@tanstack/react-query';
import type { ${answerType(t)} } from '@shared/schemas/${call.kebab}';
import { api } from '@/lib/api-client';
${texts}
/**
 * The key of ${call.kebab}.php's answers. Started with messagesKey (lib/messages-key.ts), the live
 * events of messages and visits would refresh it.
 */
export const ${call.camel}Key = ['${call.camel}'] as const;

/** ${call.kebab}.php (written by npm run new): say what a screen reads here. */
export function use${call.pascal}(q = '') {
  return useQuery({
    queryKey: [...${call.camel}Key, q],
    queryFn: (): Promise<${answerType(t)}> => api.call('${call.camel}', { query: { q } }),
    meta: { operation: '${operation}' },
  });
}
`;
  }
  return `import { useMutation } from '@tanstack/react-query';
import type { ${call.pascal}Input } from '@shared/schemas/${call.kebab}';
import { api } from '@/lib/api-client';
${texts}
/** ${call.kebab}.php (written by npm run new): say what it changes, and refresh what shows it (onSuccess). */
export function use${call.pascal}() {
  return useMutation({
    mutationFn: (input: ${call.pascal}Input) => api.call('${call.camel}', { body: input }),
    meta: { operation: '${operation}' },
  });
}
`;
}

/** apps/admin/src/features/<feature>/text.ts for a new feature whose only texts are its calls' errors. */
export function featureErrorTexts(block: string, key: string, texts: { ar: string; en: string }): string {
  return `import { screenText } from '../../lib/screen-text';

/** This feature's own texts (lib/screen-text.ts), Arabic then English: what its calls say when they fail. */
const ar = {
  errors: {
    ${key}: ${JSON.stringify(texts.ar)},
  },
};

export const ${block}Text = screenText('${block}', ar, {
  errors: {
    ${key}: ${JSON.stringify(texts.en)},
  },
});

declare module '../../lib/screen-text' {
  interface ScreenTexts {
    ${block}: typeof ar;
  }
}
`;
}
