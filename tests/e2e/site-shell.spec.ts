import { expect, test } from './fixtures';
import { alphaOf } from './site-support';

test.describe('language', () => {
  test('the toggle goes to the other language, stores it, and a returning visitor lands on it before first paint', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('h1')).toHaveText('About us');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

    // A fresh visit to an Arabic page: the head script moves to English before anything renders.
    const arabicPainted: string[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname === '/contact') arabicPainted.push(res.url());
    });
    await page.goto('/contact');
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.locator('h1')).toHaveText('Contact us');
    expect(arabicPainted.length).toBe(1); // the Arabic document was fetched, then replaced

    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
    await page.goto('/en/services');
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });
});

test.describe('theme', () => {
  test('light, dark and system: stored, applied before first paint, system follows the OS', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    // Records when data-theme is first set: before <body> exists means before first paint.
    await page.addInitScript(() => {
      const w = window as unknown as { __themeSetBeforeBody?: boolean; __firstTheme?: string };
      new MutationObserver((_records, observer) => {
        const theme = document.documentElement.dataset.theme;
        if (theme) {
          w.__firstTheme = theme;
          w.__themeSetBeforeBody = document.body === null;
          observer.disconnect();
        }
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-theme'] });
    });
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const button = page.getByLabel(/Change theme \(current: Automatic\)/);
    await button.click();
    await page.getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    const darkBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await page.reload();
    const first = await page.evaluate(() => {
      const w = window as unknown as { __themeSetBeforeBody?: boolean; __firstTheme?: string };
      return { before: w.__themeSetBeforeBody, theme: w.__firstTheme };
    });
    expect(first).toEqual({ before: true, theme: 'dark' });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBg);
    await expect(page.getByLabel(/current: Dark/)).toBeVisible();

    // System follows the OS preference live.
    await page.getByLabel(/Change theme/).click();
    await page.getByRole('button', { name: 'Automatic' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.getByLabel(/Change theme/).click();
    await page.getByRole('button', { name: 'Light' }).click();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the theme menu works from the keyboard and closes with Escape', async ({ page }) => {
    await page.goto('/');
    const button = page.getByLabel(/تغيير المظهر/);
    await button.focus();
    const menu = page.locator('details.theme-menu');
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('open', '');
    await expect(menu.getByRole('button', { name: 'داكن' })).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');
    await expect(button).toBeFocused();
  });
});

test.describe('navigation bar', () => {
  test('turns opaque after 50 px of scrolling, on a page without its framework scripts too', async ({ page }) => {
    for (const path of ['/en/services', '/en/contact']) {
      await page.goto(path);
      const navbar = page.locator('header.navbar');
      const alpha = async () => alphaOf(await navbar.evaluate((el) => getComputedStyle(el).backgroundColor));
      await expect(navbar).toHaveAttribute('data-scrolled', 'false');
      // Polled: on a page with scripts, going there scrolled to the form and back (e2e/fixtures.ts),
      // and the bar's colour eases back.
      await expect.poll(alpha).toBeLessThan(1);
      await page.evaluate(() => window.scrollTo(0, 40));
      await page.waitForTimeout(100);
      await expect(navbar).toHaveAttribute('data-scrolled', 'false');
      await page.evaluate(() => window.scrollTo(0, 120));
      await expect(navbar).toHaveAttribute('data-scrolled', 'true');
      await expect.poll(alpha).toBe(1);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(navbar).toHaveAttribute('data-scrolled', 'false');
    }
  });

  test('Home scrolls to the hero on the home page, and goes home first elsewhere', async ({ page }) => {
    await page.goto('/en');
    await page.evaluate(() => window.scrollTo(0, 2500));
    await page.getByRole('navigation').getByRole('link', { name: 'Home', exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(80);
    await expect(page).toHaveURL(/\/en$/);

    await page.goto('/en/contact');
    await page.getByRole('navigation').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('#home')).toBeInViewport();
  });

  test('on a small screen the links form a menu that closes after navigating', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'فتح القائمة' });
    const about = page.getByRole('navigation').getByRole('link', { name: 'من نحن' });
    await expect(about).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'إغلاق القائمة' })).toBeVisible();
    await expect(about).toBeInViewport();
    await about.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('button', { name: 'فتح القائمة' })).toBeVisible();
    await expect(about).toBeHidden();
  });

  test('links lead to every section of the site, Cities included', async ({ page }) => {
    await page.goto('/en/about');
    const nav = page.getByRole('navigation');
    for (const [name, href] of [
      ['About', '/en/about'],
      ['Services', '/en/services'],
      ['Portfolio', '/en/portfolio'],
      ['Cities', '/en/cities'],
      ['Contact', '/en/contact'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
  });
});

test.describe('home page parts', () => {
  test('FAQ keeps one answer open; clicking the open question closes it', async ({ page }) => {
    await page.goto('/en');
    const questions = page.locator('.faq-item summary');
    const open = page.locator('.faq-item[open]');
    await expect(questions).toHaveCount(8);
    await questions.nth(0).click();
    await expect(page.getByText('Call us, send a WhatsApp message')).toBeVisible();
    await questions.nth(2).click();
    await expect(open).toHaveCount(1);
    await expect(open.locator('summary')).toHaveText(await questions.nth(2).innerText());
    await expect(page.getByText('Call us, send a WhatsApp message')).toBeHidden();
    await questions.nth(2).click();
    await expect(open).toHaveCount(0);
  });

  test('sections in order with six testimonials of five stars, and the floating messaging button', async ({ page }) => {
    await page.goto('/');
    const ids = await page.locator('main section[id]').evaluateAll((els) => els.map((el) => el.id));
    expect(ids).toEqual(['home', 'about', 'services', 'gallery', 'testimonials', 'faq', 'contact']);
    await expect(page.locator('.testimonial')).toHaveCount(6);
    await expect(page.locator('.testimonial .stars').first()).toHaveAttribute('aria-label', '5 من 5 نجوم');
    const float = page.locator('a.whatsapp-float');
    await expect(float).toHaveAttribute('target', '_blank');
    await expect(float).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=%D8/);
    // It waits below the first screen (the hero's own button comes first), then stays in the corner.
    await expect(float).not.toBeInViewport();
    await page.locator('#gallery').scrollIntoViewIfNeeded();
    await expect(float).toBeInViewport({ ratio: 1 });
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await expect(float).toBeInViewport({ ratio: 1 });
    await page.goto('/about');
    await expect(page.locator('a.whatsapp-float')).toHaveCount(0);
  });
});
