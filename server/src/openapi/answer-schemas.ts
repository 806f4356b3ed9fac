import answers from '@shared/api/answers.schema.json' with { type: 'json' };
import type { RouteName } from '@shared/api/contract';

type Schema = Record<string, unknown>;

/**
 * The generated answers' schemas (shared/api/answers.schema.json, `npm run openapi:answers`) as
 * OpenAPI components: each definition becomes `#/components/schemas/<name>`. A component's name may
 * only hold letters, digits, `.`, `-` and `_`, so a generic's name is spelled with `_`
 * (`Paged<Visit>` → `Paged_Visit`) and an unnamed object type is `Inline<N>`.
 */
export function answerComponents(): { schemas: Record<string, Schema>; answerOf(name: RouteName): Schema } {
  const definitions = answers.$defs as Record<string, Schema>;
  const names = new Map<string, string>();
  let inline = 0;
  for (const name of Object.keys(definitions)) {
    const safe = name.startsWith('{') ? `Inline${++inline}` : name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/_+$/, '');
    if ([...names.values()].includes(safe)) throw new Error(`two answer types are both named ${safe}`);
    names.set(name, safe);
  }
  const relink = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(relink);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node as Schema).map(([key, value]) => {
        if (key !== '$ref' || typeof value !== 'string') return [key, relink(value)];
        const target = decodeURIComponent(value.replace('#/$defs/', ''));
        return [key, `#/components/schemas/${names.get(target) ?? target}`];
      }),
    );
  };
  const schemas = Object.fromEntries(
    Object.entries(definitions).map(([name, schema]) => [names.get(name)!, relink(schema) as Schema]),
  );
  const byCall = answers.properties as Record<string, Schema>;
  return {
    schemas,
    answerOf: (name) => {
      const schema = byCall[name];
      if (!schema) throw new Error(`no answer schema for ${name}: run npm run openapi:answers`);
      return relink(schema) as Schema;
    },
  };
}
