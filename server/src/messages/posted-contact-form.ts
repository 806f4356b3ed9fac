import { CATEGORIES, type Category } from '@shared/constants';
import { CONTACT_FORM_PAGES, FORM_PAGE_FIELD, type ContactFormPage } from '@shared/contact-form-post';
import { SERVICE_WORDS } from '@shared/service-words';

/**
 * A contact form posted natively (see shared/contact-form-post.ts), read into the body the site's
 * script sends: the service chosen by its key becomes the word in the page's language, as the
 * script sends it. Everything else (validation, spam signals, limits) is the call's own.
 */
export function readPostedContactForm(fields: Record<string, unknown>): {
  body: Record<string, unknown>;
  page: ContactFormPage;
} {
  const named = fields[FORM_PAGE_FIELD];
  const page: ContactFormPage =
    typeof named === 'string' && Object.hasOwn(CONTACT_FORM_PAGES, named) ? (named as ContactFormPage) : '/';
  const lang = CONTACT_FORM_PAGES[page];
  const { [FORM_PAGE_FIELD]: _page, ...body } = fields;
  const service = body.service;
  if (typeof service === 'string' && (CATEGORIES as readonly string[]).includes(service)) {
    body.service = SERVICE_WORDS[lang][service as Category];
  }
  return { body, page };
}
