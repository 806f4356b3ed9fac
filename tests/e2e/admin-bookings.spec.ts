import type { Page } from '@playwright/test';
import { allowConsoleErrors, test } from './fixtures';
import {
  ADMIN_TEST_TIMEOUT,
  expect,
  expectNoAxeViolations,
  holdLiveUpdates,
  signInByApi,
  toast,
  unique,
  uniquePhone,
} from './admin-support';
import { horizontalOverflow } from './layout-checks';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

/** A Saudi date `days` from today (the shared server runs on the real clock with the default settings). */
const saudiDay = (days: number) => new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A Saudi day as the Arabic admin writes it ("4 ديسمبر 2026"). */
const arabicDate = (date: string) =>
  new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** A visitor's booking through the public call: its private link's token, and its message's id. */
async function book(page: Page, name: string, date: string, from: string, lang = 'ar') {
  const phone = uniquePhone();
  const res = await page.request.post('/backend/booking_submit.php', {
    data: { service_key: 'cleaning', date, from, name, phone, district: 'قباء', address: 'شارع قباء 12', lang },
  });
  expect(res.status(), await res.text()).toBe(201);
  const token = ((await res.json()) as { booking: { token: string } }).booking.token;
  const found = await page.request.get(`/backend/admin/contacts.php?q=${phone}`);
  const messageId = ((await found.json()) as { items: { id: number }[] }).items[0]!.id;
  return { token, messageId };
}

const bookingId = async (page: Page, messageId: number) =>
  (
    (await (await page.request.get(`/backend/admin/contact-booking.php?contact_id=${messageId}`)).json()) as {
      item: { id: number };
    }
  ).item.id;

const customerSees = async (page: Page, token: string) =>
  ((await (await page.request.get(`/backend/booking.php?token=${token}`)).json()) as { booking: { status: string } })
    .booking;

test.describe('bookings on the lead desk, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the office confirms a booking from its message in one tap; the customer’s page says confirmed', async ({
    page,
  }) => {
    await signInByApi(page);
    const name = unique('عميلة الحجز');
    const { token, messageId } = await book(page, name, saudiDay(9), '10:00');
    // The link the office's e-mail gives opens the message's panel.
    await page.goto(`/admin/contacts?id=${messageId}`);
    const panel = page.getByRole('dialog', { name: 'تفاصيل الرسالة' });
    const booking = panel.getByRole('region', { name: 'الحجز' });
    await expect(booking).toBeInViewport();
    await expect(booking).toContainText('بانتظار ردّنا');
    await expect(booking).toContainText(`${arabicDate(saudiDay(9))} 10:00–14:00`);
    await booking.getByRole('button', { name: 'تأكيد الحجز' }).click();
    await expect(toast(page, 'تم تأكيد الحجز')).toBeInViewport();
    await expect(booking).toContainText('مؤكد');
    await expect(booking.getByRole('button', { name: 'تأكيد الحجز' })).toHaveCount(0);
    expect((await customerSees(page, token)).status).toBe('confirmed');
    // One tap opens WhatsApp to the customer with the confirmation written in their language.
    const whatsapp = booking.getByRole('link', { name: 'إرسال التأكيد على واتساب' });
    await expect(whatsapp).toBeInViewport();
    const href = (await whatsapp.getAttribute('href'))!;
    expect(href).toMatch(/^https:\/\/wa\.me\/9665\d{8}\?text=/);
    const text = decodeURIComponent(href.split('text=')[1]!);
    expect(text).toContain(`السلام عليكم ${name}`);
    expect(text).toContain('من الساعة 10:00 إلى الساعة 14:00');
    expect(text).toContain('شارع قباء 12، قباء');
    expect(text).toContain(`/booking?token=${token}`);
    expect(await horizontalOverflow(page)).toEqual([]);
  });

  test('an English booking’s WhatsApp confirmation is in English from the Arabic admin', async ({ page }) => {
    await signInByApi(page);
    const name = unique('English customer');
    const { token, messageId } = await book(page, name, saudiDay(11), '12:00', 'en');
    await page.request.post(`/backend/admin/booking-confirm.php?id=${await bookingId(page, messageId)}`);
    await page.goto(`/admin/contacts?id=${messageId}`);
    const whatsapp = page
      .getByRole('region', { name: 'الحجز' })
      .getByRole('link', { name: 'إرسال التأكيد على واتساب' });
    await expect(whatsapp).toHaveAttribute('href', /text=Hello/);
    const text = decodeURIComponent((await whatsapp.getAttribute('href'))!.split('text=')[1]!);
    expect(text).toContain('from 12:00 to 16:00 Saudi time');
    expect(text).toContain(`/en/booking?token=${token}`);
  });

  test('decline with a reason, and a refused answer shows why beside the buttons', async ({ page }) => {
    // The refused proposal is an answer of 409, which the browser logs.
    allowConsoleErrors(page, /status of 409/);
    await signInByApi(page);
    const name = unique('عميل الاعتذار');
    const { token, messageId } = await book(page, name, saudiDay(10), '10:00');
    await page.goto(`/admin/contacts?id=${messageId}`);
    const booking = page.getByRole('region', { name: 'الحجز' });
    // A window no team can take (23:00 for four hours would run past midnight) is refused.
    await booking.getByRole('button', { name: 'اقتراح موعد آخر' }).click();
    // The admin's date picker takes a day typed as the API writes it, and shows it in its own format.
    const day = booking.getByLabel('اليوم');
    await day.fill(saudiDay(10));
    await day.press('Tab');
    await expect(day).toHaveValue(arabicDate(saudiDay(10)));
    await booking.getByRole('combobox', { name: 'يبدأ الساعة' }).selectOption('23:00');
    await booking.getByRole('button', { name: 'إرسال الاقتراح' }).click();
    await expect(booking.getByRole('alert')).toBeInViewport();
    await expect(booking.getByRole('alert')).toContainText('لم يعد متاحًا');
    await booking.getByRole('button', { name: 'تراجع' }).click();
    await booking.getByRole('button', { name: 'الاعتذار' }).click();
    await booking.getByLabel('سبب الاعتذار').fill('لا يتوفر فريق في هذا الحي');
    await booking.getByRole('button', { name: 'تأكيد الاعتذار' }).click();
    await expect(toast(page, 'تم الاعتذار عن الحجز')).toBeInViewport();
    await expect(booking).toContainText('اعتذرنا عنه');
    expect(await customerSees(page, token)).toMatchObject({ status: 'declined' });
  });

  test('the booking times screen: teams, lengths and rules, saved; axe finds nothing', async ({ page }) => {
    await holdLiveUpdates(page);
    await signInByApi(page);
    await page.goto('/admin/booking-settings');
    await expect(page.getByRole('heading', { name: 'مواعيد الحجز', level: 1 })).toBeVisible();
    await expect(page.getByLabel('اسم الفريق')).toHaveValue('الفريق 1');
    await expectNoAxeViolations(page);
    expect(await horizontalOverflow(page)).toEqual([]);
    // Saved as shown (the shared server keeps offering what the other tests expect).
    await page.getByRole('button', { name: 'حفظ الإعدادات' }).click();
    await expect(toast(page, 'تم حفظ إعدادات الحجز')).toBeInViewport();
  });
});
