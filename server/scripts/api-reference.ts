// docs/api.md's list of every call, written from the OpenAPI document the server serves
// (server/src/openapi/): between its two markers, the rest of the file is prose.
// Usage: npm run docs:api (server/test/openapi-docs.test.ts fails while the list is not what this makes).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { openApiDocument } from '../src/openapi/document';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const API_DOC = path.join(root, 'docs/api.md');
export const BEGIN = '<!-- Every call: written by `npm run docs:api` from GET /backend/openapi.json. Do not edit. -->';
export const END = '<!-- End of the written list. -->';

type Schema = Record<string, unknown>;
interface Operation {
  operationId: string;
  description?: string;
  parameters?: { name: string; required: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema; example?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: Schema }> }>;
  'x-roles'?: string[];
}

/** A schema in a few characters: a component's name, an object's fields, a list, a type with its limits. */
function shape(schema: Schema | undefined): string {
  if (!schema) return '';
  if (typeof schema.$ref === 'string') return schema.$ref.replace('#/components/schemas/', '');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Schema[]).map((s) => shape(s)).join(' \\| ');
  if (schema.type === 'array') return `${shape(schema.items as Schema)}[]`;
  if (schema.type === 'object' && schema.properties) return `{${Object.keys(schema.properties as Schema).join(', ')}}`;
  const { minLength: min, maxLength: max } = schema as { minLength?: number; maxLength?: number };
  const limits = [
    min !== undefined && max !== undefined && `${min}–${max} chars`,
    min !== undefined && max === undefined && `at least ${min} chars`,
    min === undefined && max !== undefined && `at most ${max} chars`,
    schema.minimum !== undefined && `≥ ${String(schema.minimum)}`,
    schema.maximum !== undefined && `≤ ${String(schema.maximum)}`,
    typeof schema.pattern === 'string' && `\`${schema.pattern}\``,
  ].filter(Boolean);
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : String(schema.type ?? 'any');
  return limits.length > 0 ? `${type} (${limits.join(', ')})` : type;
}

function fields(schema: Schema): string {
  const required = (schema.required as string[] | undefined) ?? [];
  return Object.entries((schema.properties as Record<string, Schema>) ?? {})
    .map(([name, field]) => {
      const about = typeof field.description === 'string' ? ` (${field.description})` : '';
      return `\`${name}\`${required.includes(name) ? '' : '?'}: ${shape(field)}${about}`;
    })
    .join('; ');
}

function callText(method: string, url: string, op: Operation): string {
  const lines = [`### \`${method.toUpperCase()} ${url}\` (${op.operationId})`, ''];
  const who = op['x-roles'] ? `signed in as ${op['x-roles'].join(', ')}` : 'anyone, no session';
  const notes = op.description?.replace(/^Roles: [^.]*\.\s*/, '');
  lines.push(`- **Who:** ${who}.${notes ? ` ${notes}` : ''}`);
  if (op.parameters?.length) {
    const query = op.parameters.map((p) => `\`${p.name}\`${p.required ? '' : '?'}: ${shape(p.schema)}`);
    lines.push(`- **Query:** ${query.join('; ')}`);
  }
  const body = op.requestBody?.content;
  if (body) {
    const [type, media] = Object.entries(body)[0]!;
    const also = Object.keys(body).slice(1);
    lines.push(`- **Body** (${[type, ...also].join(', or ')}): ${fields(media.schema)}`);
    if (media.example) lines.push(`- **Example:** \`${JSON.stringify(media.example)}\``);
  }
  for (const [status, answer] of Object.entries(op.responses)) {
    const [type, media] = Object.entries(answer.content ?? {})[0] ?? [];
    const what = type === 'application/json' ? shape(media?.schema) : (type ?? '');
    lines.push(`- **${status}**${what ? ` \`${what}\`` : ''}: ${answer.description}`);
  }
  return lines.join('\n');
}

/** The written list, as it stands between the markers. */
export async function apiReferenceText(): Promise<string> {
  const doc = openApiDocument();
  const calls = Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods as Record<string, Operation>).map(([method, op]) => callText(method, url, op)),
  );
  const text = [
    BEGIN,
    '',
    '## Every call',
    '',
    `${calls.length} calls. Shapes name the schemas of \`GET /backend/openapi.json\` (\`components.schemas\`); \`?\` marks an optional field.`,
    '',
    ...calls.flatMap((call) => [call, '']),
    END,
  ].join('\n');
  return format(text, { ...(await resolveConfig(API_DOC)), filepath: API_DOC });
}

/** docs/api.md with the list as it is now. */
export async function apiDocWithReference(current: string): Promise<string> {
  const start = current.indexOf(BEGIN);
  const end = current.indexOf(END);
  if (start < 0 || end < 0) throw new Error(`docs/api.md has no ${BEGIN} … ${END}`);
  return current.slice(0, start) + (await apiReferenceText()).trimEnd() + current.slice(end + END.length);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(API_DOC, await apiDocWithReference(readFileSync(API_DOC, 'utf8')));
  console.log(`every call → ${path.relative(root, API_DOC)}`);
}
