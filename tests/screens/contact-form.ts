import type { Locator, Page } from '@playwright/test';
import type { Language } from '../../shared/constants';

/** Fills the public contact form on the page with a valid message from `name`. */
export async function fillContactForm(page: Page, lang: Language, name: string): Promise<void> {
  const form = page.locator('form.contact-form');
  await form.locator('input[name="name"]').fill(name);
  await form.locator('input[name="phone"]').fill('0551234567');
}

/** The toast that answers a sent message, in the page's language. */
export function sentAnswer(page: Page, lang: Language): Locator {
  return page.getByRole('status').filter({ hasText: lang === 'ar' ? 'بنجاح' : 'successfully' });
}
