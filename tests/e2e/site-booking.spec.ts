import type { Browser, Page } from '@playwright/test';
import { startBuiltServer } from '../support/server';
import { signInByApi, uniquePhone } from './admin-support';
import { baseUrl, expect, test } from './fixtures';
import { expectNoAxeViolations } from './site-support';

/**
 * A visitor books a visit on a phone, in Arabic, with the page's scripts and without them; the
 * office confirms it; the customer's private page then says so. A window taken meanwhile answers
 * with the next free ones in the page's language. (The lead desk's confirm button is proven by
 * admin-bookings.spec.ts: here the office confirms through its call.)
 */

const PHONE = { width: 390, height: 844 };

/** The words the visitor acts on (site/app/texts/book.ts and booking.ts). */
const BOOK_TEXTS = {
  ar: {
    service: { label: 'الخدمة المطلوبة', show: 'اعرض الأوقات المتاحة' },
    when: { label: 'اليوم والوقت', choose: 'اختر اليوم والوقت' },
    fields: { district: 'الحي', address: 'العنوان', name: 'الاسم', phone: 'رقم الجوال' },
    checkFields: 'لم يُرسل الحجز بعد: صحّح الحقول المعلَّمة أدناه ثم أرسله مرة أخرى.',
    submit: 'احجز الموعد',
    booked: { title: 'وصلنا طلب حجزك', link: 'صفحة حجزك' },
  },
  en: {
    service: { label: 'Service needed', show: 'Show free times' },
    when: { label: 'Day and time', choose: 'Choose a day and time' },
    fields: { district: 'District', address: 'Address', name: 'Name', phone: 'Mobile number' },
    checkFields: 'The booking is not sent yet: correct the fields marked below, then send it again.',
    submit: 'Book this time',
    booked: { title: 'We have your booking request', link: 'Your booking page' },
  },
};
const BOOKING_TEXTS = {
  ar: {
    status: {
      requested: { title: 'وصلنا طلب حجزك' },
      confirmed: { title: 'تم تأكيد حجزك' },
      cancelled: { title: 'أُلغي الحجز' },
    },
    cancel: 'ألغِ الحجز',
    answers: { cancelled: 'أُلغي حجزك.' },
    limited: { title: 'طلبات كثيرة', intro: 'حاول فتح صفحة حجزك مرة أخرى بعد بضع دقائق' },
  },
  en: {
    notFound: { title: 'We could not find this booking' },
    limited: { title: 'Too many requests', intro: 'try your booking page again in a few minutes' },
  },
};
const AR = BOOK_TEXTS.ar;
/** A Saudi date `days` from today (the shared server runs on the real clock with the default settings: days 9–10 are admin-bookings'). */
const saudiDay = (days: number) => new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function phonePage(
  browser: Browser,
  javaScriptEnabled: boolean,
  colorScheme: 'light' | 'dark' = 'light',
  baseURL = baseUrl(),
) {
  const context = await browser.newContext({ javaScriptEnabled, baseURL, viewport: PHONE, colorScheme });
  return { page: await context.newPage(), close: () => context.close() };
}

/** The first window of a day the form offers, as its value (`YYYY-MM-DD HH:MM`). */
async function firstWindowOf(page: Page, date: string, label: string): Promise<string> {
  const value = await page.getByLabel(label).locator(`option[value^="${date} "]`).first().getAttribute('value');
  expect(value, `a free window on ${date}`).toBeTruthy();
  return value!;
}

async function fillBooking(page: Page, texts: typeof AR, slot: string, name: string) {
  await page.getByLabel(texts.when.label).selectOption(slot);
  await page.getByLabel(texts.fields.district).fill('قباء');
  await page.getByLabel(texts.fields.address).fill('شارع قباء 12');
  await page.getByLabel(texts.fields.name).fill(name);
  await page.getByLabel(texts.fields.phone).fill(uniquePhone());
}

/** A booking as the office sees it (its message found by the customer's name). */
async function officeFinds(page: Page, name: string): Promise<{ id: number; page: string }> {
  await signInByApi(page);
  const found = await page.request.get(`/backend/admin/contacts.php?q=${encodeURIComponent(name)}`);
  const messageId = ((await found.json()) as { items: { id: number }[] }).items[0]!.id;
  const booking = await page.request.get(`/backend/admin/contact-booking.php?contact_id=${messageId}`);
  return ((await booking.json()) as { item: { id: number; page: string } }).item;
}

/** The office confirms the booking; what it sees of it. */
async function officeConfirms(page: Page, name: string) {
  const booking = await officeFinds(page, name);
  expect((await page.request.post(`/backend/admin/booking-confirm.php?id=${booking.id}`)).status()).toBe(200);
  return booking;
}

test('without scripts, a visitor books on a phone in Arabic and follows the booking to confirmed', async ({
  browser,
}) => {
  const { page, close } = await phonePage(browser, false);
  try {
    // A city page's booking button leads to the form with its service chosen, naming its page.
    await page.goto('/cities/medina');
    await page.locator('.city-service-card[data-service="marble"]').getByRole('link', { name: 'احجز الآن' }).click();
    await expect(page).toHaveURL(/\/book\?service=marble&from=\/cities\/medina$/);
    // Another service, chosen with the plain form: the page comes back with its windows.
    await page.getByLabel(AR.service.label).selectOption('cleaning');
    await page.getByRole('button', { name: AR.service.show }).click();
    // (The browser's own form escapes the page's slashes.)
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('service') === 'cleaning' && url.searchParams.get('from') === '/cities/medina',
    );
    // Nothing is chosen at first, and the empty choice asks for one.
    await expect(page.getByLabel(AR.when.label)).toHaveValue('');
    await expect(page.getByLabel(AR.when.label).locator('option').first()).toHaveText(AR.when.choose);
    const name = `زائرة بلا سكربت ${Date.now()}`;
    await fillBooking(page, AR, await firstWindowOf(page, saudiDay(11), AR.when.label), name);
    // A refused field comes back beside the field, with everything typed kept.
    await page.getByLabel(AR.fields.phone).fill('12');
    await page.getByRole('button', { name: AR.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: AR.checkFields })).toBeInViewport();
    await expect(page.getByText('أدخل رقم جوال صحيحًا')).toBeVisible();
    await expect(page.getByLabel(AR.fields.name)).toHaveValue(name);
    await expect(page.getByLabel(AR.fields.address)).toHaveValue('شارع قباء 12');
    await page.getByLabel(AR.fields.phone).fill(uniquePhone());
    await page.getByRole('button', { name: AR.submit }).click();

    await expect(page).toHaveURL(/\/booking\?token=[\w-]{32}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: BOOKING_TEXTS.ar.status.requested.title }),
    ).toBeInViewport();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // The booking came from the city page (through a change of service and a refused post).
    expect((await officeConfirms(page, name)).page).toBe('/cities/medina');
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: BOOKING_TEXTS.ar.status.confirmed.title }),
    ).toBeInViewport();
    await expect(page.locator('.booking-facts')).toContainText('شارع قباء 12');

    // The customer cancels with the page's own button (a plain form post).
    await page.getByRole('button', { name: BOOKING_TEXTS.ar.cancel }).click();
    await expect(page).toHaveURL(/answer=cancelled$/);
    await expect(page.getByText(BOOKING_TEXTS.ar.answers.cancelled)).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1, name: BOOKING_TEXTS.ar.status.cancelled.title })).toBeVisible();
  } finally {
    await close();
  }
});

test('with scripts, the windows follow the service and the answer appears in place', async ({ browser }) => {
  const { page, close } = await phonePage(browser, true);
  try {
    // The home page's booking button: the form without a service, naming the home page.
    await page.goto('/');
    await page.locator('a[data-booking]').first().click();
    await expect(page).toHaveURL(/\/book\?from=\/$/);
    await page.getByLabel(AR.service.label).selectOption('cleaning');
    const name = `زائرة بسكربت ${Date.now()}`;
    await fillBooking(page, AR, await firstWindowOf(page, saudiDay(12), AR.when.label), name);
    await page.getByRole('button', { name: AR.submit }).click();
    const answer = page.getByRole('status').filter({ hasText: AR.booked.title });
    await expect(answer).toBeInViewport();
    await answer.getByRole('link', { name: AR.booked.link }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: BOOKING_TEXTS.ar.status.requested.title }),
    ).toBeInViewport();
    expect((await officeFinds(page, name)).page).toBe('/');
  } finally {
    await close();
  }
});

test("a page that is not one of the site's is not said to be where a booking came from", async ({ page }) => {
  await page.goto('/en/book?service=moving&from=https://evil.example/');
  await expect(page.locator('form.booking-details input[name="page"]')).toHaveValue('/en/book');
});

for (const { lang, scripts } of [
  { lang: 'en', scripts: true },
  { lang: 'ar', scripts: false },
] as const) {
  test(`a window taken meanwhile answers in ${lang} with the next free ones (${scripts ? 'with' : 'without'} scripts)`, async ({
    browser,
  }) => {
    const texts = BOOK_TEXTS[lang];
    const { page, close } = await phonePage(browser, scripts);
    try {
      await page.goto(`${lang === 'en' ? '/en' : ''}/book?service=cleaning`);
      await expect(page.getByLabel(texts.when.label).locator('option').first()).toHaveText(texts.when.choose);
      const slot = await firstWindowOf(page, saudiDay(13), texts.when.label);
      await fillBooking(page, texts, slot, `Late visitor ${lang} ${Date.now()}`);
      // Someone else takes that very window first.
      const [date, from] = slot.split(' ');
      const taken = await page.request.post('/backend/booking_submit.php', {
        data: {
          service_key: 'cleaning',
          date,
          from,
          name: 'First',
          phone: uniquePhone(),
          district: 'قباء',
          address: 'شارع 1',
        },
      });
      expect(taken.status()).toBe(201);
      await page.getByRole('button', { name: texts.submit }).click();
      const refusal = page.getByRole('alert').filter({ hasText: lang === 'en' ? 'no longer free' : 'لم يعد متاحًا' });
      await expect(refusal).toBeInViewport();
      await expect(refusal.locator('li').first()).toBeVisible();
      // The next free window is chosen already, and the form is as it was filled in.
      await expect(page.getByLabel(texts.when.label)).not.toHaveValue(slot);
      await expect(page.getByLabel(texts.fields.address)).toHaveValue('شارع قباء 12');
    } finally {
      await close();
    }
  });
}

test('the booking pages have no axe violations in both themes, and an unknown link says so with 404', async ({
  browser,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const { page, close } = await phonePage(browser, true, colorScheme);
    try {
      for (const path of ['/book?service=cleaning', '/en/book?service=moving']) {
        await page.goto(path);
        await expectNoAxeViolations(page, `${path} ${colorScheme}`);
      }
      const missing = await page.goto('/en/booking?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      expect(missing?.status()).toBe(404);
      expect(missing?.headers()['x-robots-tag']).toContain('noindex');
      await expect(page.getByRole('heading', { level: 1, name: BOOKING_TEXTS.en.notFound.title })).toBeInViewport();
      await expectNoAxeViolations(page, `unknown booking ${colorScheme}`);
    } finally {
      await close();
    }
  }
});

test('over its limit of lookups, a private page opened in the browser is a page in its language saying to wait (429)', async ({
  browser,
}) => {
  test.slow();
  // A server of its own with a small limit: it counts per address, and every test comes from the same one.
  const server = await startBuiltServer({ BOOKING_PAGE_RATE_LIMIT: '5' });
  try {
    const api = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);
    const slots = (await (await api('/backend/booking-slots.php?service=cleaning')).json()) as {
      days: { date: string; windows: { from: string }[] }[];
    };
    const day = slots.days.find((each) => each.windows.length > 0)!;
    const body = { service_key: 'cleaning', date: day.date, from: day.windows[0]!.from, name: 'Rate Limited' };
    const made = await api('/backend/booking_submit.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, phone: uniquePhone(), district: 'قباء', address: 'شارع 1' }),
    });
    const { token } = ((await made.json()) as { booking: { token: string } }).booking;
    // The address looks its booking up until it may no more (the call and the page count together).
    let status = 200;
    for (let look = 0; look < 10 && status !== 429; look += 1) {
      status = (await api(`/backend/booking.php?token=${token}`)).status;
    }
    expect(status).toBe(429);
    for (const lang of ['ar', 'en'] as const) {
      const { page, close } = await phonePage(browser, false, 'light', server.url);
      try {
        const answer = await page.goto(`${lang === 'en' ? '/en' : ''}/booking?token=${token}`);
        expect(answer?.status()).toBe(429);
        expect(answer?.headers()['content-type']).toContain('text/html');
        expect(Number(answer?.headers()['retry-after'])).toBeGreaterThan(0);
        expect(answer?.headers()['x-robots-tag']).toContain('noindex');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const texts = BOOKING_TEXTS[lang].limited;
        await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeInViewport();
        await expect(page.getByText(texts.intro)).toBeInViewport();
      } finally {
        await close();
      }
    }
  } finally {
    await server.stop();
  }
});
