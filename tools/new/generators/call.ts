import ts from 'typescript';
import { namesOf, type Names } from '../names';
import { GeneratorError, type Plan } from '../plan';
import {
  appendTo,
  ensureImport,
  insertAfter,
  insertBefore,
  propertyName,
  propertyNames,
  type Source,
} from '../source-edits';
import * as template from '../templates/call';
import { choice, editOf, exists, readSource } from './read';

export interface CallOptions {
  name: string;
  method?: string;
  roles?: string;
  feature?: string;
}

const FILES = {
  routes: 'shared/api/routes.ts',
  publicRoutes: 'shared/api/public-routes.ts',
  contract: 'shared/api/contract.ts',
  admin: 'server/src/routes/admin.ts',
  roles: 'server/test/roles.test.ts',
  fuzz: 'server/test/fuzz-calls.ts',
  examples: 'server/src/openapi/examples.ts',
};
const routerFile = (feature: Names) => `server/src/routes/admin-${feature.kebab}.ts`;
const featureFolder = (feature: Names) => `apps/admin/src/features/${feature.kebab}`;

/**
 * A new admin API call (docs/architecture.md, "A new admin API call"): its entry with roles, its
 * schema and INPUT, its handler in its feature's router (a new one is mounted in routes/admin.ts),
 * the admin's hook (not for a screen, whose page holds its one useQuery), its API test, its lines in
 * the roles and fuzz tests, its example in the OpenAPI document, and then the answers' JSON Schemas
 * and docs/api.md's list written again by their scripts.
 */
export function callPlan(root: string, options: CallOptions, { forScreen = false } = {}): Plan {
  const call = namesOf(options.name, 'call name');
  const t: template.CallTemplate = {
    call,
    method: choice('method', options.method, ['get', 'post'] as const, 'get'),
    roles: choice('roles', options.roles, ['owner', 'managers', 'everyone'] as const, 'owner'),
  };
  const feature = options.feature ? namesOf(options.feature, 'feature') : call;

  // ROUTES spreads the public calls: a name of theirs given again would silently replace one.
  for (const [file, table] of [
    [FILES.routes, 'ROUTES'],
    [FILES.publicRoutes, 'PUBLIC_ROUTES'],
  ] as const) {
    if (propertyNames(readSource(root, file).object(table)).includes(call.camel)) {
      throw new GeneratorError(`the call ${call.camel} exists already in ${file}: choose another name`);
    }
  }
  for (const file of [FILES.routes, FILES.publicRoutes]) {
    if (readSource(root, file).hasString(`${call.kebab}.php`)) {
      throw new GeneratorError(`${call.kebab}.php is a path of another call in ${file}: choose another name`);
    }
  }

  const plan: Plan = {
    creates: [
      { file: `shared/schemas/${call.kebab}.ts`, text: template.schemaFile(t) },
      { file: `server/test/${call.kebab}.test.ts`, text: template.serverTest(t) },
    ],
    edits: [
      editOf(
        FILES.routes,
        (s) => ensureImport(s, `../schemas/${call.kebab}`, [template.answerType(t)], { typeOnly: true }),
        (s) => ensureImport(s, './role-names', [template.ROLE_CONSTANT[t.roles]]),
        (s) => appendTo(s, s.object('ROUTES'), template.routeEntry(t)),
      ),
      editOf(
        FILES.contract,
        (s) => ensureImport(s, `../schemas/${call.kebab}`, [template.inputSchemaName(t)]),
        (s) => appendTo(s, s.object('INPUT'), template.inputEntry(t)),
      ),
      editOf(FILES.fuzz, (s) => appendTo(s, s.array('CALLS'), template.fuzzEntry(t))),
      editOf(FILES.examples, (s) => appendTo(s, s.object('EXAMPLES'), template.exampleEntry(t))),
    ],
    leftToEdit: [
      `shared/schemas/${call.kebab}.ts: what the call takes and answers`,
      `${routerFile(feature)}: the handler of ${call.camel} (what it reads or changes)`,
      `${FILES.routes}: the comment above ${call.camel}, its roles and error statuses${t.method === 'post' ? ' (`status: 201` if it creates something)' : ''}`,
      `${FILES.examples}: ${call.camel}'s example, as what it takes changes`,
      `server/test/${call.kebab}.test.ts: the call's own behaviour`,
      `then again: npm run openapi:answers && npm run docs:api (its answer's schema, its entry in docs/api.md)`,
    ],
    tests: [
      `npx vitest run --config tests/vitest.config.ts server/test/${call.kebab}.test.ts server/test/roles.test.ts server/test/api-contract.test.ts`,
      `npx vitest run --config tests/vitest.config.ts server/test/security-fuzz.test.ts -t 'admin/${call.kebab}.php'`,
      `npx vitest run --config tests/vitest.config.ts server/test/openapi.test.ts server/test/openapi-answers.test.ts server/test/openapi-docs.test.ts`,
    ],
    regenerate: ['openapi:answers', 'docs:api'],
  };

  const rolesList = t.roles === 'owner' ? 'ownerOnly' : t.roles === 'managers' ? 'notAgents' : undefined;
  if (rolesList) {
    plan.edits.push(editOf(FILES.roles, (s) => appendTo(s, s.array(rolesList), `'${call.camel}'`)));
  }

  const router = routerChanges(root, t, feature);
  plan.creates.push(...router.creates);
  plan.edits.push(...router.edits);
  if (!forScreen) addAdminHook(root, t, feature, plan);
  return plan;
}

/** The handler in the feature's router: added to it, or in a new router mounted after the others. */
function routerChanges(root: string, t: template.CallTemplate, feature: Names): Pick<Plan, 'creates' | 'edits'> {
  const file = routerFile(feature);
  const fn = template.routerFunction(feature);
  if (!exists(root, file)) {
    lastMount(readSource(root, FILES.admin));
    return {
      creates: [{ file, text: template.routerFile(t, feature) }],
      edits: [
        editOf(
          FILES.admin,
          (s) => ensureImport(s, `./admin-${feature.kebab}`, [fn]),
          (s) => insertAfter(s, lastMount(s), `  mount(${fn}(deps));`),
        ),
      ],
    };
  }
  // An existing router: the handler goes before its final `return router;`.
  const existing = readSource(root, file);
  existing.finalReturn(existing.functionNamed(fn));
  const edit = editOf(
    file,
    ...template.handlerImports(t).map(
      ([module, names, typeOnly]) =>
        (s: Source) =>
          ensureImport(s, module, names, { typeOnly }),
    ),
    (s) => {
      const end = s.finalReturn(s.functionNamed(fn));
      return insertBefore(s, end, template.handler(t, end.expression.text));
    },
  );
  return { creates: [], edits: [edit] };
}

/**
 * The last `mount(…);` of adminRouter, after the session and role guards: a new router is mounted on
 * the line after it, given the app's services (`deps`) as every router is.
 */
function lastMount(admin: Source): ts.ExpressionStatement {
  const mounts = admin
    .functionNamed('adminRouter')
    .body!.statements.filter(
      (s): s is ts.ExpressionStatement =>
        ts.isExpressionStatement(s) &&
        ts.isCallExpression(s.expression) &&
        ts.isIdentifier(s.expression.expression) &&
        s.expression.expression.text === 'mount',
    );
  return mounts.at(-1) ?? admin.fail('a `mount(…);` in adminRouter');
}

/**
 * The admin's hook in features/<feature>/api/, and the text it shows when the call fails: in the
 * feature's own texts when it has them (a new feature gets a text file of its calls' errors), else
 * the shared "could not do that" (a feature folder without texts, such as the demo banner's).
 */
function addAdminHook(root: string, t: template.CallTemplate, feature: Names, plan: Plan): void {
  const folder = featureFolder(feature);
  const hook = `${folder}/api/${t.call.kebab}.ts`;
  const key = template.errorKey(t);
  const texts = template.errorTexts(t);
  let operation = 'generic';
  if (exists(root, `${folder}/text.ts`)) {
    const block = textBlockName(readSource(root, `${folder}/text.ts`));
    operation = `${block}.errors.${key}`;
    plan.edits.push(
      editOf(`${folder}/text.ts`, (s) => addErrorText(s, 'ar', key, texts.ar)),
      editOf(`${folder}/text.ts`, (s) => addErrorText(s, 'en', key, texts.en)),
    );
  } else if (!exists(root, folder)) {
    const block = feature.camel;
    const shared = readSource(root, 'apps/admin/src/text/ar.ts');
    if (propertyNames(shared.object('ar')).includes(block)) {
      throw new GeneratorError(
        `${block} is a block of the shared texts (apps/admin/src/text/ar.ts): give the call another --feature`,
      );
    }
    operation = `${block}.errors.${key}`;
    plan.creates.push({ file: `${folder}/text.ts`, text: template.featureErrorTexts(block, key, texts) });
  }
  plan.creates.push({ file: hook, text: template.adminHook(t, operation, operation !== 'generic') });
  plan.leftToEdit.push(`${hook}: the hook a screen uses${operation === 'generic' ? '' : `, and its error text`}`);
}

/** The name a text file gives its block: the first argument of its screenText(…). */
function textBlockName(source: Source): string {
  const call = findScreenTextCall(source);
  const name = call.arguments[0];
  return name && ts.isStringLiteralLike(name) ? name.text : source.fail('the block name in screenText(…)');
}

function findScreenTextCall(source: Source): ts.CallExpression {
  let found: ts.CallExpression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'screenText') {
      found ??= node;
    }
    ts.forEachChild(node, visit);
  };
  visit(source.file);
  return found ?? source.fail('a screenText(…) call');
}

/** A text of a screen's `errors` block in one language: `const ar = {…}`, and screenText's third argument. */
function addErrorText(source: Source, language: 'ar' | 'en', key: string, text: string): string {
  let texts: ts.Expression | undefined =
    language === 'ar' ? source.object('ar') : findScreenTextCall(source).arguments[2];
  if (texts && ts.isIdentifier(texts)) texts = source.object(texts.text);
  if (!texts || !ts.isObjectLiteralExpression(texts)) return source.fail(`the ${language} texts of screenText(…)`);
  const errors = source.objectProperty(texts, 'errors');
  if (!errors) return appendTo(source, texts, `  errors: { ${key}: ${JSON.stringify(text)} }`);
  if (errors.properties.some((p) => propertyName(p) === key)) {
    throw new GeneratorError(`${source.path} has an error text ${key} already`);
  }
  return appendTo(source, errors, `    ${key}: ${JSON.stringify(text)}`);
}
