import type { Browser, Page } from '@playwright/test';
import { WIDTHS } from '../screens/screens';
import { baseUrl, expect, test } from './fixtures';
import { adminLogin, findContact, unique } from './site-support';

/**
 * The public site with JavaScript turned off, as on a phone whose scripts never arrive: every
 * item a visitor uses works from the HTML alone, in Arabic and English, at 390 px.
 */

const PHONE = { width: WIDTHS[0].width, height: WIDTHS[0].height };

async function withoutScripts(
  browser: Browser,
  run: (page: Page) => Promise<void>,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<void> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: baseUrl(),
    viewport: PHONE,
    colorScheme,
  });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const TEXT = {
  ar: { name: 'الاسم', phone: 'رقم الجوال', send: 'أرسل الطلب', sent: 'وصلتنا رسالتك', invalid: 'تأكد من تعبئة الاسم' },
  en: {
    name: 'Name',
    phone: 'Mobile number',
    send: 'Send request',
    sent: 'We have your message',
    invalid: 'please fill in your name',
  },
} as const;

for (const lang of ['ar', 'en'] as const) {
  const text = TEXT[lang];
  const prefix = lang === 'en' ? '/en' : '';

  for (const { path, form } of [
    { path: `${prefix}/contact`, form: 'form.contact-form' },
    { path: prefix || '/', form: '#contact form' },
  ]) {
    test(`${lang} ${path}: the contact form is posted by the browser, stored once, and answers on the page`, async ({
      browser,
      request,
    }) => {
      await withoutScripts(browser, async (page) => {
        await page.goto(path);
        const name = unique(lang === 'ar' ? 'بدون سكربت' : 'No script');
        await page.locator(form).getByLabel(text.name).fill(name);
        await page.locator(form).getByLabel(text.phone).fill('0551234567');
        await page.locator(form).getByRole('button', { name: text.send }).click();
        await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}#form-sent$`));
        await expect(page.getByText(text.sent)).toBeInViewport();
        // Post–redirect–get: a reload shows the page again and sends nothing.
        await page.reload();
        await expect(page.getByText(text.sent)).toBeInViewport();
        await adminLogin(request);
        const res = await request.get(`/backend/admin/contacts.php?q=${encodeURIComponent(name)}`);
        expect(((await res.json()) as { items: unknown[] }).items).toHaveLength(1);
        expect(await findContact(request, name)).toMatchObject({ phone: '0551234567' });
      });
    });
  }

  test(`${lang}: a refused form comes back with the reason in the page's language, and nothing is stored`, async ({
    browser,
    request,
  }) => {
    await withoutScripts(browser, async (page) => {
      await page.goto(`${prefix}/contact`);
      const name = unique('Refused');
      const form = page.locator('form.contact-form');
      await form.getByLabel(text.name).fill(name);
      // Not a phone number: the browser lets it through, the server's check does not.
      await form.getByLabel(text.phone).fill('12');
      await form.getByRole('button', { name: text.send }).click();
      await expect(page).toHaveURL(/#form-invalid$/);
      await expect(page.getByText(text.invalid)).toBeInViewport();
      await expect(page.getByText(text.sent)).toBeHidden();
      await adminLogin(request);
      expect(await findContact(request, name)).toBeUndefined();
    });
  });
}

for (const lang of ['ar', 'en'] as const) {
  const home = lang === 'en' ? '/en' : '/';
  const words = {
    ar: { menu: 'فتح القائمة', about: 'من نحن', other: 'English', otherHome: /\/en$/ },
    en: { menu: 'Open menu', about: 'About', other: 'العربية', otherHome: /\/$/ },
  }[lang];

  test(`${lang}: the menu opens and closes, and its links (the other language too) lead on`, async ({ browser }) => {
    await withoutScripts(browser, async (page) => {
      await page.goto(home);
      const menu = page.locator('#site-menu');
      const about = menu.getByRole('link', { name: words.about });
      await expect(about).toBeHidden();
      await page.getByRole('button', { name: words.menu }).click();
      await expect(about).toBeInViewport();
      await page.getByRole('button', { name: words.menu }).click();
      await expect(about).toBeHidden();
      await page.getByRole('button', { name: words.menu }).click();
      await menu.getByRole('link', { name: words.other }).click();
      await expect(page).toHaveURL(words.otherHome);
      await page.goBack();
      await page.getByRole('button', { name: words.menu }).click();
      await about.click();
      await expect(page).toHaveURL(/about$/);
    });
  });

  test(`${lang}: the FAQ keeps one answer open, and the open question closes it`, async ({ browser }) => {
    await withoutScripts(browser, async (page) => {
      await page.goto(home);
      const questions = page.locator('.faq-item summary');
      const answers = page.locator('.faq-answer');
      await questions.nth(0).click();
      await expect(answers.nth(0)).toBeInViewport();
      await questions.nth(1).click();
      await expect(answers.nth(1)).toBeVisible();
      await expect(answers.nth(0)).toBeHidden();
      await questions.nth(1).click();
      await expect(page.locator('.faq-item[open]')).toHaveCount(0);
    });
  });

  test(`${lang}: the system's dark theme applies, the theme menu (which needs scripts) is not offered, and the WhatsApp and phone links are there`, async ({
    browser,
  }) => {
    await withoutScripts(
      browser,
      async (page) => {
        await page.goto(home);
        const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        expect(background).toBe('rgb(15, 23, 42)');
        await expect(page.locator('.theme-menu')).toBeHidden();
        await expect(page.locator('#home a[href^="https://wa.me/"]')).toBeVisible();
        await expect(page.locator('#home a[href^="tel:"]')).toBeVisible();
      },
      'dark',
    );
  });
}

test.describe('before the scripts run (held back 3 s, as on a slow phone)', () => {
  async function withHeldScripts(browser: Browser, run: (page: Page) => Promise<void>): Promise<void> {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE });
    await context.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => undefined); // the page may have gone on meanwhile
    });
    try {
      const page = await context.newPage();
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await page.waitForTimeout(300);
      await run(page);
    } finally {
      await context.close();
    }
  }
  const hydrated = (page: Page) => page.evaluate(() => '__reactRouterDataRouter' in window);

  test('a tap on the menu, a question and a theme works at once, and stays as it was once they run', async ({
    browser,
  }) => {
    await withHeldScripts(browser, async (page) => {
      await page.getByRole('button', { name: 'فتح القائمة' }).click();
      await expect(page.locator('#site-menu').getByRole('link', { name: 'من نحن' })).toBeInViewport();
      await page.getByLabel(/تغيير المظهر/).click();
      await page.getByRole('button', { name: 'داكن' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.keyboard.press('Escape');
      await page.locator('.faq-item summary').nth(1).click();
      await expect(page.locator('.faq-item').nth(1)).toHaveAttribute('open', '');
      expect(await hydrated(page)).toBe(false);
      // The scripts arrive: what the visitor did stays.
      await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.getByLabel(/تغيير المظهر \(الحالي: داكن\)/)).toBeAttached();
      await expect(page.locator('.faq-item[open]')).toHaveCount(1);
      await expect(page.locator('.faq-item').nth(1)).toHaveAttribute('open', '');
    });
  });

  test('the form typed and sent then is stored once', async ({ browser, request }) => {
    await withHeldScripts(browser, async (page) => {
      const form = page.locator('#contact form');
      const name = unique('قبل السكربت');
      await form.getByLabel('الاسم').fill(name);
      await form.getByLabel('رقم الجوال').fill('0551234567');
      await form.getByRole('button', { name: 'أرسل الطلب' }).click();
      await expect(page).toHaveURL(/\/#form-sent$/);
      await expect(page.getByText('وصلتنا رسالتك')).toBeInViewport();
      await adminLogin(request);
      const res = await request.get(`/backend/admin/contacts.php?q=${encodeURIComponent(name)}`);
      expect(((await res.json()) as { items: unknown[] }).items).toHaveLength(1);
    });
  });
});
