import type { Context } from 'koa';
import type { Language } from '@shared/constants';

/** The language of the API's messages: Arabic when the client's first choice is Arabic, else English. */
export function requestLanguage(ctx: Context): Language {
  return languageOf(ctx.get('Accept-Language'));
}

/** The same from an Accept-Language header's value (for answers made before Koa). */
export function languageOf(acceptLanguage: string | undefined): Language {
  const first = (acceptLanguage || '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('ar') ? 'ar' : 'en';
}
