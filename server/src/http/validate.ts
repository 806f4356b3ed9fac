import type { Context } from 'koa';
import type { z } from 'zod';
import { describeIssue } from '@shared/api-errors';
import { AppError } from './errors';

/**
 * Parses input with a shared zod schema; on failure throws a 400 whose message names the first
 * offending field in both languages, e.g. "phone: must be a phone number".
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = String(issue.path[0] ?? 'body');
  // An absent field reports "invalid_type" from zod; for the user it is simply missing.
  const missing = issue.code === 'invalid_type' && (input as Record<string, unknown> | null)?.[field] === undefined;
  const code = missing ? 'required' : issue.message;
  throw new AppError(400, { ar: describeIssue(field, code, 'ar'), en: describeIssue(field, code, 'en') });
}

/** The parsed JSON body as a plain object (arrays and scalars count as no body). */
export function jsonBody(ctx: Context): Record<string, unknown> {
  const body = (ctx.request as { body?: unknown }).body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
