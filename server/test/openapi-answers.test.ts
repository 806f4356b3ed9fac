import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { ANSWERS_SCHEMA_FILE, answerSchemasText } from '../scripts/answer-schemas';

/**
 * The answers' JSON Schemas the OpenAPI document serves are generated from the answers' TypeScript
 * types (shared/api/answers.ts) and committed: a type changed without `npm run openapi:answers`
 * fails here, so the document never describes an older answer.
 */
it('shared/api/answers.schema.json is what the answer types make now (npm run openapi:answers)', async () => {
  expect(readFileSync(ANSWERS_SCHEMA_FILE, 'utf8')).toBe(await answerSchemasText());
}, 60_000);
