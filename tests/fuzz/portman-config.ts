import type { OpenApiDocument } from '@shared/schemas/openapi';
import { contractChecks } from './contract-check';

const on = { enabled: true };
/** Portman's fuzzing, all of it: required fields left out, numbers and lengths just past their limits. */
const FUZZING = {
  requiredFields: on,
  minimumNumberFields: on,
  maximumNumberFields: on,
  minLengthFields: on,
  maxLengthFields: on,
};

/**
 * Portman's settings for the document: every operation sent with its example and in fuzzed
 * variations, each followed by its contract check; every admin call with the owner's session
 * (`session`), signing out with one of its own (`leaving`) so that the others keep theirs.
 */
export function portmanConfig(doc: OpenApiDocument, session: string, leaving: string): object {
  const checks = contractChecks(doc);
  const cookie = (value: string) => [{ key: 'Cookie', value, overwrite: true }];
  return {
    version: 1.0,
    tests: {
      extendTests: [...checks].map(([id, script]) => ({ openApiOperationId: id, tests: [script] })),
      variationTests: [...checks].map(([id, script]) => ({
        openApiOperationId: id,
        variations: [
          {
            name: 'fuzzed',
            fuzzing: [{ requestBody: [FUZZING], requestQueryParams: [FUZZING] }],
            tests: { extendTests: [{ tests: [script] }] },
          },
        ],
      })),
    },
    overwrites: [
      {
        openApiOperation: '*::/*',
        excludeForOperations: ['logout', 'events'],
        overwriteRequestHeaders: cookie(session),
      },
      { openApiOperationId: 'logout', overwriteRequestHeaders: cookie(leaving) },
      // The live stream never ends by itself while its session lasts: it is walked without one (401).
      { openApiOperationId: 'events', overwriteRequestHeaders: cookie('') },
    ],
    globals: { stripResponseExamples: true },
  };
}
