import { API, type Route, type RouteName } from '@shared/api/contract';
import type { OpenApiDocument } from '@shared/schemas/openapi';
import { answerComponents } from './answer-schemas';
import { queryParameters, requestBody } from './inputs';
import {
  DESCRIPTION,
  FORM_REDIRECT_TEXT,
  OVERRIDE_TEXT,
  rolesText,
  SESSION_TEXT,
  STATUS_TEXT,
  SUCCESS_TEXT,
  TITLE,
} from './texts';

type Schema = Record<string, unknown>;

/** The version of the API's description: the product's. */
const VERSION = '1.0.0';
const SESSION = 'session';
const ERROR = { $ref: '#/components/schemas/Error' };

/** The calls made without a session: the public ones, signing in and out, and the session check. */
const signedIn = (call: Route) => call.roles !== undefined;

function successResponse(name: RouteName, call: Route, answer: Schema): Schema {
  if (call.kind === 'csv')
    return { description: SUCCESS_TEXT.csv, content: { 'text/csv': { schema: { type: 'string' } } } };
  if (call.kind === 'text')
    return { description: SUCCESS_TEXT.text, content: { 'text/plain': { schema: { type: 'string' } } } };
  if (call.kind === 'event-stream') {
    return {
      description: SUCCESS_TEXT['event-stream'],
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    };
  }
  return {
    description: call.status === 201 ? SUCCESS_TEXT.created : SUCCESS_TEXT.json,
    content: { 'application/json': { schema: answer } },
    ...(name === 'openapi' && { headers: { ETag: { schema: { type: 'string' } } } }),
  };
}

function errorResponse(name: RouteName, status: number): Schema {
  const clash = status === 409 && (name === 'visitCreate' || name === 'visitUpdate');
  const taken = status === 409 && name === 'bookingSubmit';
  const schema = clash
    ? { $ref: '#/components/schemas/VisitClash' }
    : taken
      ? { $ref: '#/components/schemas/WindowTaken' }
      : ERROR;
  return {
    description: STATUS_TEXT[status] ?? 'An error.',
    content: { 'application/json': { schema } },
    ...((status === 429 || status === 503) && { headers: { 'Retry-After': { schema: { type: 'integer' } } } }),
  };
}

function operation(name: RouteName, answerOf: (name: RouteName) => Schema): Schema {
  const call = API[name] as Route;
  const responses: Record<string, Schema> = {
    [String(call.status ?? 200)]: successResponse(name, call, answerOf(name)),
  };
  if (name === 'contactSubmit') responses['303'] = { description: FORM_REDIRECT_TEXT };
  for (const status of call.errors) responses[String(status)] = errorResponse(name, status);
  const notes = [
    call.roles && rolesText(call.roles),
    (call.method === 'PUT' || call.method === 'DELETE') && OVERRIDE_TEXT(call.method),
  ].filter(Boolean);
  const parameters = queryParameters(name);
  const body = requestBody(name);
  return {
    operationId: name,
    tags: [call.path.startsWith('/backend/admin/') ? 'admin' : 'public'],
    ...(notes.length > 0 && { description: notes.join(' ') }),
    ...(parameters.length > 0 && { parameters }),
    ...(body && { requestBody: body }),
    responses,
    ...(signedIn(call) ? { security: [{ [SESSION]: [] }], 'x-roles': call.roles } : { security: [] }),
  };
}

/** The OpenAPI 3.1 document of every call of the contract (GET /backend/openapi.json). */
export function openApiDocument(): OpenApiDocument {
  const answers = answerComponents();
  const paths: Record<string, Record<string, Schema>> = {};
  for (const name of Object.keys(API) as RouteName[]) {
    const { path, method } = API[name];
    (paths[path] ??= {})[method.toLowerCase()] = operation(name, answers.answerOf);
  }
  return {
    openapi: '3.1.0',
    info: { title: TITLE, version: VERSION, description: DESCRIPTION },
    tags: [
      { name: 'public', description: 'The public site’s calls and this description: no session.' },
      { name: 'admin', description: 'The admin’s calls: signing in and out, then everything with a session.' },
    ],
    paths,
    components: {
      securitySchemes: {
        [SESSION]: { type: 'apiKey', in: 'cookie', name: 'mhs_sid', description: SESSION_TEXT },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: { error: { type: 'string', description: "In the request's language." } },
        },
        VisitClash: {
          type: 'object',
          required: ['error', 'clashes'],
          properties: {
            error: { type: 'string' },
            clashes: { type: 'array', items: { $ref: '#/components/schemas/Visit' } },
          },
        },
        WindowTaken: {
          type: 'object',
          required: ['error', 'alternatives'],
          properties: {
            error: { type: 'string' },
            alternatives: {
              type: 'array',
              items: {
                type: 'object',
                required: ['date', 'from', 'to'],
                properties: { date: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } },
              },
            },
          },
        },
        ...answers.schemas,
      },
    },
  };
}
