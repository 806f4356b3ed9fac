import type { Context } from 'koa';
import type { Language } from '@shared/constants';

/** The language of the API's messages: Arabic when the client's first choice is Arabic, else English. */
export function requestLanguage(ctx: Context): Language {
  const first = (ctx.get('Accept-Language') || '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('ar') ? 'ar' : 'en';
}
