import type { OpenApiDocument } from '@shared/schemas/openapi';

type Schema = Record<string, unknown>;
interface Operation {
  operationId: string;
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

/** Postman's sandbox validates with JSON Schema draft-07, whose shared schemas live under `definitions`. */
const toDefinitions = (node: unknown): unknown =>
  node === undefined
    ? undefined
    : JSON.parse(JSON.stringify(node).replaceAll('#/components/schemas/', '#/definitions/'));

/** The shared schemas `schema` uses, directly or through one another. */
function reachable(schema: unknown, all: Record<string, Schema>): Record<string, Schema> {
  const found: Record<string, Schema> = {};
  const visit = (node: unknown) => {
    for (const [, name] of JSON.stringify(node ?? null).matchAll(/"#\/definitions\/([^"]+)"/g)) {
      if (name && !found[name] && all[name]) {
        found[name] = all[name];
        visit(all[name]);
      }
    }
  };
  visit(schema);
  return found;
}

/**
 * The test Postman runs after each request of one operation: what Schemathesis's checks ask of an
 * answer. No 5xx the document does not list; a status the document lists for the operation; a JSON
 * answer, when the document says JSON, that matches the document's schema for that status.
 */
function checkScript(operation: Operation, all: Record<string, Schema>): string {
  const statuses = Object.fromEntries(
    Object.entries(operation.responses).map(([status, response]) => [
      status,
      (toDefinitions(response.content?.['application/json']?.schema) as Schema | undefined) ?? null,
    ]),
  );
  return `
const STATUSES = ${JSON.stringify(statuses)};
const DEFINITIONS = ${JSON.stringify(reachable(statuses, all))};
const code = String(pm.response.code);
const listed = Object.prototype.hasOwnProperty.call(STATUSES, code);
pm.test('no server error the document does not list', () =>
  pm.expect(pm.response.code < 500 || listed, code + ' ' + pm.response.text().slice(0, 300)).to.equal(true));
pm.test('a status the document lists', () => pm.expect(Object.keys(STATUSES), 'answered ' + code).to.include(code));
if (listed && STATUSES[code]) {
  pm.test('an answer of the documented shape', () => {
    pm.response.to.be.json;
    pm.response.to.have.jsonSchema({ definitions: DEFINITIONS, allOf: [STATUSES[code]] });
  });
}
`;
}

/** Each operation's id → its check script. */
export function contractChecks(doc: OpenApiDocument): Map<string, string> {
  const all = toDefinitions(doc.components.schemas) as Record<string, Schema>;
  const checks = new Map<string, string>();
  for (const methods of Object.values(doc.paths)) {
    for (const operation of Object.values(methods as Record<string, Operation>)) {
      checks.set(operation.operationId, checkScript(operation, all));
    }
  }
  return checks;
}
