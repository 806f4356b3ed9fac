import { API_ERRORS, type ApiErrorKey } from '@shared/api-errors';
import type { Language } from '@shared/constants';

/** An error the API answers with a 4xx/5xx status and a `{ error }` body in the request's language. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    /** A key of API_ERRORS, or ready-made text in both languages. */
    public readonly text: ApiErrorKey | { ar: string; en: string },
    public readonly headers: Record<string, string> = {},
  ) {
    super(typeof text === 'string' ? text : text.en);
    this.name = 'AppError';
  }
}

export const badRequest = (text: AppError['text']) => new AppError(400, text);
export const unauthorized = () => new AppError(401, 'unauthorized');
export const notFound = (text: AppError['text'] = 'notFound') => new AppError(404, text);

/** The `{ error }` text of an AppError in one language. */
export const errorText = (err: AppError, lang: Language): string =>
  typeof err.text === 'string' ? API_ERRORS[err.text][lang] : err.text[lang];
