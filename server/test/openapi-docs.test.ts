import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { API_DOC, apiDocWithReference } from '../scripts/api-reference';

/**
 * docs/api.md's list of every call is written from the OpenAPI document (npm run docs:api): a call,
 * a field or an answer changed without writing it again fails here.
 */
it("docs/api.md's list of every call is what the OpenAPI document says now (npm run docs:api)", async () => {
  const current = readFileSync(API_DOC, 'utf8');
  expect(current).toBe(await apiDocWithReference(current));
});
