import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { WIDTHS } from '../screens/screens';
import { baseUrl, expect, test } from './fixtures';
import {
  adminLogin,
  createPortfolioItem,
  deletePortfolioItem,
  findContact,
  unique,
  uploadPng,
  workItem,
} from './site-support';

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

/** Two pieces of work made for this file: a garden and a marble floor. */
const work = { garden: unique('Garden no script'), marble: unique('Marble no script'), ids: [] as number[] };
let admin: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  admin = await playwright.request.newContext({ baseURL: baseUrl() });
  await adminLogin(admin);
  const image = await uploadPng(admin, { r: 40, g: 140, b: 60 });
  work.ids.push(
    await createPortfolioItem(admin, workItem(work.garden, 'gardens', image)),
    await createPortfolioItem(admin, workItem(work.marble, 'marble', image)),
  );
});

test.afterAll(async () => {
  for (const id of work.ids) await deletePortfolioItem(admin, id);
  await admin.dispose();
});

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
    ar: {
      menu: 'فتح القائمة',
      about: 'من نحن',
      other: 'English',
      otherHome: /\/en$/,
      gardens: 'الحدائق وتنسيقها',
      open: (title: string) => `عرض صورة: عمل ${title}`,
      viewImage: 'عرض الصورة',
      close: 'إغلاق العارض',
      title: (title: string) => `عمل ${title}`,
    },
    en: {
      menu: 'Open menu',
      about: 'About',
      other: 'العربية',
      otherHome: /\/$/,
      gardens: 'Gardens & Landscaping',
      open: (title: string) => `View image: ${title}`,
      viewImage: 'View image',
      close: 'Close viewer',
      title: (title: string) => title,
    },
  }[lang];

  test(`${lang}: the gallery and the portfolio filter by category, and an image opens full screen and closes`, async ({
    browser,
  }) => {
    await withoutScripts(browser, async (page) => {
      await page.goto(home);
      const gallery = page.locator('#gallery');
      const garden = gallery.getByRole('button', { name: words.open(work.garden) });
      const marble = gallery.getByRole('button', { name: words.open(work.marble) });
      await expect(marble).toBeAttached();
      await gallery.getByRole('radio', { name: words.gardens }).click();
      await expect(marble).toBeHidden();
      await garden.scrollIntoViewIfNeeded();
      await expect(garden).toBeInViewport();
      await garden.click();
      const viewer = page.getByRole('dialog', { name: words.title(work.garden) });
      await expect(viewer.locator('img')).toBeInViewport();
      await viewer.getByRole('button', { name: words.close }).click();
      await expect(viewer).toBeHidden();
      await expect(garden).toBeFocused();

      await page.goto(lang === 'en' ? '/en/portfolio' : '/portfolio');
      const card = (title: string) => page.locator('.portfolio-card', { hasText: words.title(title) });
      await page.getByRole('radio', { name: words.gardens }).click();
      await expect(card(work.marble)).toBeHidden();
      await card(work.garden).getByRole('button', { name: words.viewImage }).click();
      const lightbox = page.getByRole('dialog', { name: words.title(work.garden) });
      await expect(lightbox.locator('img')).toBeInViewport();
      await page.keyboard.press('Escape');
      await expect(lightbox).toBeHidden();
    });
  });

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

  test('a tap on the menu, a question, a theme and the gallery filter works at once, and stays as it was once they run', async ({
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
      const gardens = page.locator('#gallery').getByRole('radio', { name: 'الحدائق وتنسيقها' });
      await gardens.click();
      await expect(page.locator('#gallery').getByRole('button', { name: `عرض صورة: عمل ${work.marble}` })).toBeHidden();
      expect(await hydrated(page)).toBe(false);
      // The visitor reaches the form, the scripts arrive: what the visitor did stays.
      await page.locator('#contact form').scrollIntoViewIfNeeded();
      await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.getByLabel(/تغيير المظهر \(الحالي: داكن\)/)).toBeAttached();
      await expect(page.locator('.faq-item[open]')).toHaveCount(1);
      await expect(page.locator('.faq-item').nth(1)).toHaveAttribute('open', '');
      await expect(gardens).toBeChecked();
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
