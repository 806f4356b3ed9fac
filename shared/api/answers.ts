import type { AnswerOf, RouteName } from './routes';

/**
 * The answer of every call by its name: the one type the answers' JSON Schemas are generated from
 * (answers.schema.json, `npm run openapi:answers`), which the OpenAPI document serves.
 */
export type Answers = { [N in RouteName]: AnswerOf<N> };
