import type { Page } from '@playwright/test';
import { startBuiltServer, TEST_ADMIN_NAME, type RunningServer } from '../support/server';
import { seedMixedMessages } from '../screens/mixed-messages';
import { adminFor, prepareScreenAccounts } from '../screens/screen-accounts';
import { ADMIN_SCREENS, ENGLISH_ADMIN_SCREENS, WIDTHS, type Screen } from '../screens/screens';
import { enterState } from '../screens/screen-states';
import { test } from './fixtures';
import { ADMIN_TEST_TIMEOUT, expect, freePort, holdLiveUpdates, uniquePhone } from './admin-support';
import { animationsSettled, cellsOutsideViewport, collidingText, untranslatedIconLabels } from './layout-checks';

/**
 * The office on a phone (390 × 844), in Arabic and English, with the demo office seeded (a server of
 * its own: the shared one has no demo), so the tables, bars and lists are full: no table cell off
 * the screen, no text running into other text and no icon read out by its English name on any admin
 * screen; every service named beside its bars; the dashboard in the admin's own menu; Arabic counts
 * and times as Arabic writes them.
 */
test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });
test.use({ viewport: { width: WIDTHS[0].width, height: WIDTHS[0].height } });

let server: RunningServer;
let base = '';
test.beforeAll(async () => {
  // The server's start renders every page for its own address and draws the demo's pictures.
  test.setTimeout(ADMIN_TEST_TIMEOUT);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startBuiltServer({ PORT: String(port), PUBLIC_BASE_URL: base, SEED_DEMO: 'true' });
  await prepareScreenAccounts(base);
  await seedMixedMessages(base);
});
test.afterAll(() => server?.stop());

type Person = Pick<Screen, 'lang' | 'role'>;

/** Signs in on this server as the person (an owner unless a role is given), in their language. */
async function signIn(page: Page, person: Person): Promise<void> {
  const res = await page.request.post(`${base}/backend/admin/login.php`, { data: adminFor(person.lang, person.role) });
  expect(res.status()).toBe(200);
  // Other tests' changes would re-render the screen mid-measure.
  await holdLiveUpdates(page);
  await page.goto(`${base}/favicon.svg`);
  // The flag the sign-in screen leaves, which the dashboard also asks for.
  await page.evaluate(() => localStorage.setItem('adminAuth', 'true'));
}

/** Opens a screen of this server, settled. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
}

async function open(page: Page, screen: Person & { path: string }): Promise<void> {
  await signIn(page, screen);
  await visit(page, screen.path);
}

// Every signed-in screen of tests/screens/screens.ts in one page per language (quicker than a page
// each), its problems named by screen.
for (const [lang, screens] of [
  ['ar', ADMIN_SCREENS],
  ['en', ENGLISH_ADMIN_SCREENS],
] as const) {
  test(`${lang}: on every admin screen every cell is on the screen, no text runs over text, icons are named in the person's language`, async ({
    page,
  }) => {
    test.setTimeout(screens.length * 20_000);
    const problems: string[] = [];
    let who: Screen['role'] | null = null;
    for (const screen of screens.filter((s) => s.signedIn)) {
      if (who !== (screen.role ?? 'owner')) await signIn(page, screen);
      who = screen.role ?? 'owner';
      await visit(page, screen.path);
      if (screen.state) await enterState(page, screen.state);
      await animationsSettled(page);
      const found = [
        ...(await cellsOutsideViewport(page)),
        ...(await collidingText(page)),
        ...(await untranslatedIconLabels(page)),
      ];
      problems.push(...found.map((problem) => `${screen.name}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });
}

const SERVICES = {
  ar: ['التنظيف', 'الرخام والسيراميك', 'نقل الأثاث', 'الصيانة', 'الحدائق والتنسيق', 'خدمات إضافية'],
  en: [
    'Cleaning',
    'Marble and tiles',
    'Furniture moving',
    'Maintenance',
    'Gardens and landscaping',
    'Additional services',
  ],
} as const;

for (const lang of ['ar', 'en'] as const) {
  test(`${lang}: the services screen and the reports name every service beside its bars, each in view`, async ({
    page,
  }) => {
    const figures = {
      ar: [
        ['/admin/services', 'أرقام كل خدمة'],
        ['/admin/reports?tab=services&period=year', 'الطلب على كل خدمة'],
        ['/admin/reports?tab=financial&period=year', 'الإيرادات حسب الخدمة'],
      ],
      en: [
        ['/admin/services', "Each service's figures"],
        ['/admin/reports?tab=services&period=year', 'Demand for each service'],
        ['/admin/reports?tab=financial&period=year', 'Revenue by service'],
      ],
    }[lang];
    for (const [path, title] of figures) {
      await open(page, { path: path!, lang });
      const bars = page.getByRole('region', { name: title }).locator('.bar-list');
      const names = bars.locator('.bar-name');
      // Every service has its row (the reports' demand adds one for messages that named none).
      const shown = await names.allInnerTexts();
      expect(shown.length, `${path}: a name for every row of bars`).toBe(await bars.locator('.bar-row').count());
      expect(shown).toEqual(expect.arrayContaining([...SERVICES[lang]]));
      for (const name of shown) {
        const label = names.filter({ hasText: name }).first();
        await label.scrollIntoViewIfNeeded();
        await expect(label, `${path}: ${name}`).toBeInViewport({ ratio: 1 });
      }
      expect(await cellsOutsideViewport(page), path).toEqual([]);
    }
  });
}

test('the dashboard is drawn in the admin’s own menu, greets by name and shows an agent only what an agent may open', async ({
  page,
}) => {
  await open(page, { path: '/admin/dashboard', lang: 'ar' });
  await expect(page.getByRole('heading', { name: 'لوحة المعلومات', level: 1 })).toBeInViewport();
  await expect(page.getByText(`مرحبًا، ${TEST_ADMIN_NAME}`)).toBeInViewport();
  // The language switch of every admin screen, and the admin's menu behind its button.
  await expect(page.getByRole('button', { name: 'English' })).toBeInViewport();
  await page.getByRole('button', { name: 'القائمة الرئيسية' }).click();
  const menu = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
  for (const screen of ['رسائل التواصل', 'الموقع', 'الموظفون', 'الإعدادات', 'لوحة المعلومات']) {
    await expect(menu.getByRole('link', { name: screen }), screen).toBeInViewport();
  }
  await expect(menu.getByRole('menuitem', { name: 'نظرة عامة' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // An agent: no week's figures (the reports'), and no way in the menu to screens they may not open.
  await open(page, { path: '/admin/dashboard', lang: 'ar', role: 'agent' });
  await expect(page.getByText('مرحبًا، عادل الحربي')).toBeInViewport();
  await expect(page.getByTestId('stat-unread')).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'آخر 7 أيام مقارنة بالسبعة التي قبلها' })).toHaveCount(0);
  await page.getByRole('button', { name: 'القائمة الرئيسية' }).click();
  await expect(menu.getByRole('link', { name: 'رسائل التواصل' })).toBeInViewport();
  await expect(menu.getByRole('link', { name: 'التقارير' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'الخدمات' })).toHaveCount(0);
});

test('a message sent two days ago is "منذ يومين" in Arabic and "2 days ago" in English', async ({ page }) => {
  await open(page, { path: '/admin/contacts', lang: 'ar' });
  const name = `رسالة قبل يومين ${Date.now()}`;
  const sent = await page.request.post(`${base}/backend/admin/contacts.php`, {
    data: { name, phone: uniquePhone(), service: 'تنظيف' },
  });
  expect(sent.status()).toBe(201);
  // Two days and a little later on the page's clock.
  await page.clock.setFixedTime(Date.now() + 2 * 86_400_000 + 5 * 60_000);
  await page.goto(`${base}/admin/contacts?q=${encodeURIComponent(name)}`);
  // Below the banners and filters: a person scrolls down to it.
  const card = page.locator('.item-card').filter({ hasText: name });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText('منذ يومين', { exact: true })).toBeInViewport();
  // The number to call is on the card, a tap away.
  await expect(card.locator('a[href^="tel:"]')).toBeInViewport();

  await open(page, { path: `/admin/contacts?q=${encodeURIComponent(name)}`, lang: 'en' });
  const english = page.locator('.item-card').filter({ hasText: name });
  await english.scrollIntoViewIfNeeded();
  await expect(english.getByText('2 days ago', { exact: true })).toBeInViewport();
});

test('the visit form writes its day and times as the rest of the Arabic admin, and says when the time has passed', async ({
  page,
}) => {
  // 20:30 in Riyadh today: the form's 09:00 has passed.
  const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  await page.clock.setFixedTime(new Date(`${today}T17:30:00Z`));
  await open(page, { path: '/admin/bookings', lang: 'ar' });
  await page.getByRole('button', { name: 'جدولة زيارة' }).click();
  const form = page.getByRole('dialog', { name: 'جدولة زيارة' });
  const from = form.getByLabel('من الساعة');
  await expect(from).toHaveValue('09:00');
  await expect(form.getByLabel('إلى الساعة')).toHaveValue('11:00');
  // The day as the dashboard and the lists write it: "28 نوفمبر 2026".
  await expect(form.getByLabel('التاريخ')).toHaveValue(/^\d{1,2} [\u0621-\u064a]+ \d{4}$/);
  await expect(form.getByText('هذا الموعد مضى: الساعة الآن 20:30 بتوقيت السعودية.')).toBeInViewport();
  // A time typed in is kept as typed, on the 24-hour clock.
  await from.click();
  await from.fill('21:15');
  await from.press('Enter');
  await expect(from).toHaveValue('21:15');
  await expect(form.getByText(/^هذا الموعد مضى/)).toHaveCount(0);
});
