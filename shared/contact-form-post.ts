import type { MessageSource } from './constants';

/**
 * The contact form also works as a plain HTML form (before the site's scripts run, or without
 * them): it posts `application/x-www-form-urlencoded` to the same public call, which answers with a
 * redirect back to the page (post–redirect–get), to the element that carries the answer. The page
 * shows that element while it is the address's target, so the answer needs no script either.
 */

/**
 * The pages that carry the form, with their language; a posted form comes back to the one it names,
 * else to the home page.
 */
export const CONTACT_FORM_PAGES = { '/': 'ar', '/contact': 'ar', '/en': 'en', '/en/contact': 'en' } as const;
export type ContactFormPage = keyof typeof CONTACT_FORM_PAGES;

/** The hidden field that names the page the form was posted from. */
export const FORM_PAGE_FIELD = 'page';

/**
 * Where a message sent with `page` came from (the script sends the field too): the home page's
 * form, the contact page's, or the site's without saying which.
 */
export function sourceOfPage(page: unknown): Exclude<MessageSource, 'office'> {
  if (page === '/' || page === '/en') return 'home';
  if (page === '/contact' || page === '/en/contact') return 'contact';
  return 'site';
}

/** The answers a posted form can come back with. */
export const FORM_ANSWERS = ['sent', 'invalid', 'busy', 'failed'] as const;
export type FormAnswer = (typeof FORM_ANSWERS)[number];

/** The id of the element of the form that shows one answer (the fragment of the redirect). */
export const formAnswerId = (answer: FormAnswer) => `form-${answer}`;

/** The answer for a refused post: bad fields, too many messages, anything else. */
export function answerForStatus(status: number): FormAnswer {
  if (status === 400 || status === 413) return 'invalid';
  if (status === 429) return 'busy';
  return 'failed';
}
