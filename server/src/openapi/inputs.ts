import { z } from 'zod';
import { API, type RouteName } from '@shared/api/contract';
import { ELAPSED_FIELD, HONEYPOT_FIELD } from '@shared/schemas/contact';
import { CONTACT_FORM_PAGES, FORM_PAGE_FIELD } from '@shared/contact-form-post';
import { EXAMPLES } from './examples';

type Schema = Record<string, unknown>;

/** What a client sends, so the schemas' input side (before defaults and transforms). */
const jsonSchemaOf = (schema: z.ZodType): Schema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as Schema;
  return rest;
};

/**
 * Fields the public form adds beside the contact schema, which the server reads without storing
 * them as typed (the spam guard and the message's source, server/src/security/contact-guard.ts):
 * named here so that an integrator sends them as the site does.
 */
const contactFormSignals = z.object({
  [HONEYPOT_FIELD]: z
    .string()
    .optional()
    .describe('Spam guard: a field people never see. Leave it empty or out; a message that fills it is held as spam.'),
  [ELAPSED_FIELD]: z
    .number()
    .optional()
    .describe(
      'Spam guard: how long the form was open, in milliseconds. Optional; a form sent faster than a person types is held as spam.',
    ),
  [FORM_PAGE_FIELD]: z
    .enum(Object.keys(CONTACT_FORM_PAGES) as [string, ...string[]])
    .optional()
    .describe("The site's page the form was on: the message's source (`home`, `contact`; `site` without it)."),
});

export interface Parameter {
  name: string;
  in: 'query';
  required: boolean;
  schema: Schema;
  example?: string;
}

/** A call's query as OpenAPI parameters (one per field of its query schema). */
export function queryParameters(name: RouteName): Parameter[] {
  const query = (API[name] as { query?: z.ZodType }).query;
  if (!query) return [];
  const { properties = {}, required = [] } = jsonSchemaOf(query) as {
    properties?: Record<string, Schema>;
    required?: string[];
  };
  const examples = EXAMPLES[name]?.query ?? {};
  return Object.entries(properties).map(([field, schema]) => ({
    name: field,
    in: 'query',
    required: required.includes(field),
    schema,
    ...(examples[field] !== undefined && { example: examples[field] }),
  }));
}

/** A call's body (JSON; the contact form also as a natively posted form), or none. */
export function requestBody(name: RouteName): Schema | undefined {
  if (name === 'upload') {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['image'],
            properties: { image: { type: 'string', contentMediaType: 'image/*', description: 'JPEG, PNG or WebP.' } },
          },
        },
      },
    };
  }
  const body = (API[name] as { body?: z.ZodType }).body;
  if (!body) return undefined;
  const example = EXAMPLES[name]?.body;
  const json = (schema: Schema) => ({ schema, ...(example && { example }) });
  if (name === 'contactSubmit') {
    const schema = jsonSchemaOf(API.contactSubmit.body.extend(contactFormSignals.shape));
    return {
      required: true,
      content: { 'application/json': json(schema), 'application/x-www-form-urlencoded': { schema } },
    };
  }
  return { required: true, content: { 'application/json': json(jsonSchemaOf(body)) } };
}
