// The JSON Schemas of every call's answer, generated from the TypeScript type `Answers`
// (shared/api/answers.ts) into shared/api/answers.schema.json, which the OpenAPI document serves
// (server/src/openapi/). The answers are TypeScript types only; typescript-json-schema reads them
// through the type checker, so types inferred from zod schemas are expanded too.
// Usage: npm run openapi:answers (writes the file; server/test/openapi-answers.test.ts fails while
// the committed file is not what this makes).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { generateSchema, programFromConfig } from 'typescript-json-schema';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ANSWERS_SCHEMA_FILE = path.join(root, 'shared/api/answers.schema.json');

type Schema = Record<string, unknown>;

/**
 * typescript-json-schema writes draft-07; OpenAPI 3.1 reads JSON Schema 2020-12. The two differ, for
 * what it makes here, in where definitions live (`$defs`) and in tuples (`prefixItems`).
 */
function toDraft2020(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toDraft2020);
  if (!node || typeof node !== 'object') return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node as Schema)) {
    if (key === '$ref' && typeof value === 'string') out.$ref = value.replace('#/definitions/', '#/$defs/');
    else if (key === 'definitions') out.$defs = toDraft2020(value);
    else if (key === 'items' && Array.isArray(value)) out.prefixItems = toDraft2020(value);
    else if (key === 'additionalItems') out.items = toDraft2020(value);
    else if (key === '$schema') out.$schema = 'https://json-schema.org/draft/2020-12/schema';
    else out[key] = toDraft2020(value);
  }
  return out;
}

/** The file's text as the generator makes it now. */
export async function answerSchemasText(): Promise<string> {
  const program = programFromConfig(path.join(root, 'shared/tsconfig.json'), [
    path.join(root, 'shared/api/answers.ts'),
  ]);
  const schema = generateSchema(program, 'Answers', {
    required: true,
    strictNullChecks: true,
    // An answer carrying a field its type does not name is drift: the tests' validation fails on it.
    noExtraProps: true,
    ignoreErrors: false,
  });
  if (!schema) throw new Error('typescript-json-schema made no schema of Answers');
  // Formatted as the project's Prettier settings say, so that `prettier --check` agrees.
  const options = await resolveConfig(ANSWERS_SCHEMA_FILE);
  return format(JSON.stringify(toDraft2020(schema)), { ...options, filepath: ANSWERS_SCHEMA_FILE });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(ANSWERS_SCHEMA_FILE, await answerSchemasText());
  console.log(`answers' JSON Schemas → ${path.relative(root, ANSWERS_SCHEMA_FILE)}`);
}
