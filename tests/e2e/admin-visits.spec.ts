import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { allowConsoleErrors, test } from './fixtures';
import {
  ADMIN_TEST_TIMEOUT,
  createContact,
  expect,
  expectNoAxeViolations,
  holdLiveUpdates,
  signedInColleague,
  signInByApi,
  toast,
  unique,
} from './admin-support';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });

/** A Saudi date `days` from today (far enough ahead that no other test's visits share its week). */
function saudiDay(days: number): string {
  return new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}
const typedDay = (date: string) => date.split('-').reverse().join('/');
const arabicWeekday = (date: string) =>
  new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
const newPhone = () => `05${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function messageStatus(request: APIRequestContext, id: number): Promise<string> {
  const res = await request.get(`/backend/admin/contact.php?id=${id}`);
  return ((await res.json()) as { item: { status: string } }).item.status;
}

interface VisitFields {
  contact_id: number;
  date: string;
  from: string;
  to: string;
  team: string;
  status?: string;
  priority?: string;
  service_key?: string;
}

async function createVisit(request: APIRequestContext, fields: VisitFields): Promise<number> {
  const res = await request.post('/backend/admin/visits.php', {
    data: { price: 250, address: 'شارع قباء 12', district: 'قباء', service_key: 'cleaning', ...fields },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { item: { id: number } }).item.id;
}

/** Fills the visit form's day, window, address, team and price (Arabic labels). */
async function fillVisitForm(dialog: Locator, v: { date: string; from: string; to: string; team: string }) {
  const day = dialog.getByLabel('التاريخ');
  await day.click();
  await day.fill(typedDay(v.date));
  await day.press('Enter');
  await dialog.getByLabel('من الساعة').fill(v.from);
  await dialog.getByLabel('إلى الساعة').fill(v.to);
  await dialog.getByLabel('العنوان').fill('حي قباء، شارع 12، فيلا 7');
  await dialog.getByLabel('الحي').fill('قباء');
  await dialog.getByLabel('الفريق').fill(v.team);
  await dialog.getByLabel('السعر (ريال)').fill('300');
}

/**
 * Saves the visit form. On a starved CPU antd now and then spends a click on closing a popup of the
 * form (the date picker, the team's suggestions): click again until the form has sent its visit,
 * never twice once it has.
 */
async function saveVisitForm(page: Page, form: Locator): Promise<void> {
  await expect(async () => {
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/visits.php'), {
      timeout: 2_000,
    });
    await form.getByRole('button', { name: 'حفظ' }).click();
    await sent;
  }).toPass({ timeout: 15_000 });
}

async function scheduleFromMessage(
  page: Page,
  id: number,
  v: { date: string; from: string; to: string; team: string },
) {
  await page.goto(`/admin/contacts?id=${id}`);
  const drawer = page.getByRole('dialog', { name: 'تفاصيل الرسالة' });
  await drawer.getByRole('button', { name: 'جدولة زيارة' }).click();
  const form = page.getByRole('dialog', { name: 'جدولة زيارة' });
  await expect(form).toBeInViewport();
  // Prefilled from the message: "تنظيف" is the cleaning service.
  await expect(form.locator('.ant-select').filter({ hasText: 'التنظيف' })).toBeVisible();
  await fillVisitForm(form, v);
  await saveVisitForm(page, form);
  return { drawer, form };
}

test.describe('visits', () => {
  test('a message is scheduled from its panel, shown on its day, an overlap is asked about, completion closes the message', async ({
    page,
  }) => {
    // The overlapping visit is answered 409 before the person confirms.
    allowConsoleErrors(page, /409/);
    await signInByApi(page);
    const team = unique('فريق');
    const date = saudiDay(35);
    const name = unique('عميل زيارة');
    const first = await createContact(page.request, { name, phone: newPhone(), service: 'تنظيف', urgency: 'urgent' });

    const { drawer } = await scheduleFromMessage(page, first, { date, from: '10:00', to: '12:00', team });
    await expect(toast(page, 'تمت جدولة الزيارة')).toBeInViewport();
    // The message follows: scheduled, shown at once in its panel.
    await expect(drawer.getByLabel('الحالة')).toBeVisible();
    await expect(drawer.locator('.ant-select').filter({ hasText: 'تمت الجدولة' })).toBeVisible();
    expect(await messageStatus(page.request, first)).toBe('scheduled');

    // The week view: on its day, with its time, customer, service, team and status.
    await page.goto(`/admin/bookings?week=${date}`);
    await expect(page.getByRole('heading', { name: 'إدارة الزيارات' })).toBeVisible();
    const day = page.locator(`.week-day[data-day="${date}"]`);
    await expect(day).toContainText(arabicWeekday(date));
    const block = day.locator('.visit-block').filter({ hasText: name });
    await expect(block).toContainText('10:00–12:00');
    await expect(block).toContainText('التنظيف');
    await expect(block).toContainText(team);
    await expect(block).toContainText('قيد الانتظار');
    // The week runs Saturday to Friday.
    await expect(page.locator('.week-day').first()).toContainText('السبت');
    await expect(page.locator('.week-day').last()).toContainText('الجمعة');

    // A second message, the same team at an overlapping time: flagged, saved only once confirmed.
    const otherName = unique('عميل متداخل');
    const second = await createContact(page.request, { name: otherName, phone: newPhone(), service: 'تنظيف' });
    const { form } = await scheduleFromMessage(page, second, { date, from: '11:00', to: '13:00', team });
    const overlap = page.getByRole('dialog', { name: 'لدى الفريق زيارة أخرى في هذا الوقت' });
    await expect(overlap).toBeInViewport();
    await expect(overlap).toContainText(name);
    await overlap.getByRole('button', { name: 'إلغاء' }).click();
    await expect(overlap).toBeHidden();
    const teamVisits = async () =>
      (
        (await (await page.request.get(`/backend/admin/visits.php?team=${encodeURIComponent(team)}`)).json()) as {
          total: number;
        }
      ).total;
    expect(await teamVisits()).toBe(1);
    await form.getByRole('button', { name: 'حفظ' }).click();
    await overlap.getByRole('button', { name: 'الحفظ على أي حال' }).click();
    await expect(toast(page, 'تمت جدولة الزيارة')).toBeInViewport();
    expect(await teamVisits()).toBe(2);

    // Completed from the week: the message is done.
    await page.goto(`/admin/bookings?week=${date}`);
    await day.locator('.visit-block').filter({ hasText: name }).click();
    const panel = page.getByRole('dialog', { name: 'الزيارة', exact: true });
    await expect(panel).toBeInViewport();
    await panel.getByRole('button', { name: 'تم التنفيذ' }).click();
    await expect(toast(page, 'سُجّلت الزيارة مكتملة')).toBeInViewport();
    await expect(panel).toContainText('مكتملة');
    await expect.poll(() => messageStatus(page.request, first)).toBe('done');
  });

  test('the WhatsApp confirmation carries the Arabic day and time; the calendar file the window in UTC', async ({
    page,
  }) => {
    await signInByApi(page);
    const date = saudiDay(42);
    const name = unique('عميلة تأكيد');
    const phone = newPhone();
    const contact = await createContact(page.request, { name, phone, service: 'رخام' });
    await createVisit(page.request, {
      contact_id: contact,
      date,
      from: '16:30',
      to: '18:00',
      team: unique('فريق'),
      service_key: 'marble',
    });
    await page.goto(`/admin/bookings?week=${date}`);
    await page.locator('.visit-block').filter({ hasText: name }).click();
    const panel = page.getByRole('dialog', { name: 'الزيارة', exact: true });
    const link = panel.getByRole('link', { name: 'تأكيد عبر واتساب' });
    await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/9665\d{8}\?text=/);
    const href = (await link.getAttribute('href'))!;
    expect(href).toContain(`wa.me/966${phone.slice(1)}`);
    const text = decodeURIComponent(href.split('?text=')[1]!);
    const [y, m, d] = date.split('-').map(Number);
    const arabicDate = new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(y!, m! - 1, d!)));
    expect(text).toContain(`${arabicWeekday(date)} ${arabicDate}`);
    expect(text).toContain('من الساعة 16:30 إلى الساعة 18:00 بتوقيت السعودية');
    expect(text).toContain('الرخام والسيراميك');
    expect(text).toContain('شارع قباء 12، قباء');
    expect(text).toContain(name);

    const download = page.waitForEvent('download');
    // The extension sits between direction isolates in the label (it read "(ics.)" in Arabic without them).
    await panel.getByRole('button', { name: /^ملف التقويم \(\u2066?\.ics\u2069?\)$/ }).click();
    const file = await readFile((await (await download).path())!, 'utf8');
    const compact = date.replaceAll('-', '');
    // 16:30 and 18:00 in Riyadh (UTC+3) are 13:30 and 15:00 UTC.
    expect(file).toContain(`DTSTART:${compact}T133000Z`);
    expect(file).toContain(`DTEND:${compact}T150000Z`);
  });

  test('the list: search, status, priority and team narrow it, and stay in the URL', async ({ page }) => {
    await signInByApi(page);
    const tag = unique('قائمة');
    const date = saudiDay(49);
    const [teamA, teamB] = [`${tag} أ`, `${tag} ب`];
    const one = await createContact(page.request, { name: `${tag} 1`, phone: newPhone(), service: 'تنظيف' });
    const two = await createContact(page.request, { name: `${tag} 2`, phone: newPhone(), service: 'تنظيف' });
    const three = await createContact(page.request, { name: `${tag} 3`, phone: newPhone(), service: 'تنظيف' });
    await createVisit(page.request, {
      contact_id: one,
      date,
      from: '08:00',
      to: '09:00',
      team: teamA,
      status: 'confirmed',
    });
    await createVisit(page.request, {
      contact_id: two,
      date,
      from: '10:00',
      to: '11:00',
      team: teamA,
      status: 'confirmed',
      priority: 'urgent',
    });
    await createVisit(page.request, { contact_id: three, date, from: '12:00', to: '13:00', team: teamB });

    await page.goto('/admin/bookings');
    await page.getByRole('button', { name: 'القائمة' }).click();
    await expect(page).toHaveURL(/view=list/);
    await page.getByLabel('ابحث في الزيارات').fill(tag);
    await page.getByLabel('ابحث في الزيارات').press('Enter');
    const rows = page.locator('.data-table tbody tr').filter({ hasText: tag });
    await expect(rows).toHaveCount(3);
    await page.getByLabel('الحالة', { exact: true }).selectOption({ label: 'مؤكدة' });
    await expect(page).toHaveURL(/status=confirmed/);
    await expect(rows).toHaveCount(2);
    await page.getByLabel('الأولوية', { exact: true }).selectOption({ label: 'عاجلة' });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(`${tag} 2`);
    await page.getByLabel('الأولوية', { exact: true }).selectOption({ label: 'الأولوية: الكل' });
    await page.getByLabel('الحالة', { exact: true }).selectOption({ label: 'الحالة: الكل' });
    await page.getByLabel('الفريق', { exact: true }).selectOption({ label: teamB });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(`${tag} 3`);
    // Reloaded, the same view.
    await page.reload();
    await expect(rows).toHaveCount(1);
    await expect(page.getByLabel('الفريق', { exact: true })).toHaveValue(teamB);
  });

  test("a customer's panel schedules a visit for one of their requests and lists their visits", async ({ page }) => {
    await signInByApi(page);
    const name = unique('عميل متكرر');
    const phone = newPhone();
    await createContact(page.request, { name, phone, service: 'نقل أثاث' });
    const latest = await createContact(page.request, { name, phone, service: 'صيانة' });
    await page.goto(`/admin/clients?q=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name }).first().click();
    const drawer = page.getByRole('dialog', { name: 'العميل' });
    await expect(drawer).toContainText('لا زيارات بعد');
    await drawer.getByRole('button', { name: 'جدولة زيارة' }).click();
    const form = page.getByRole('dialog', { name: 'جدولة زيارة' });
    await expect(form).toBeInViewport();
    // The latest request first, its service ("صيانة") already chosen.
    await expect(form.locator('.ant-select').filter({ hasText: 'الصيانة' })).toBeVisible();
    const team = unique('فريق');
    const date = saudiDay(63);
    await fillVisitForm(form, { date, from: '13:00', to: '15:00', team });
    await form.getByRole('button', { name: 'حفظ' }).click();
    await expect(toast(page, 'تمت جدولة الزيارة')).toBeInViewport();
    await expect(drawer).toContainText(team);
    await expect(drawer).toContainText('13:00–15:00');
    expect(await messageStatus(page.request, latest)).toBe('scheduled');
  });

  test('in English on a phone: the week is a list of days; dialogs, errors and toasts are in view', async ({
    page,
    browser,
  }) => {
    await signInByApi(page);
    const team = unique('Team');
    const date = saudiDay(56);
    const name = unique('Phone customer');
    const first = await createContact(page.request, { name, phone: newPhone(), service: 'Cleaning' });
    const other = await createContact(page.request, { name: unique('Other client'), phone: newPhone() });
    await createVisit(page.request, { contact_id: first, date, from: '09:00', to: '10:00', team });
    await createVisit(page.request, { contact_id: other, date, from: '10:00', to: '11:00', team });
    const agent = await signedInColleague(page, browser, { role: 'agent', name: 'Sam Agent' });
    expect(
      (await agent.context.request.post('/backend/admin/account.php', { data: { language: 'en' } })).status(),
    ).toBe(200);
    const phone = await agent.context.newPage();
    allowConsoleErrors(phone, /409/);
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`/admin/bookings?week=${date}`);
    await expect(phone.getByRole('heading', { name: 'Visits' })).toBeVisible();
    // The seven days one under the other, Saturday first.
    const days = phone.locator('.week-day');
    await expect(days).toHaveCount(7);
    await expect(days.first()).toContainText('Saturday');
    const boxes = await Promise.all((await days.all()).map((d) => d.boundingBox()));
    for (let i = 1; i < boxes.length; i += 1) {
      expect(boxes[i]!.x).toBeCloseTo(boxes[0]!.x, 0);
      expect(boxes[i]!.y).toBeGreaterThan(boxes[i - 1]!.y + boxes[i - 1]!.height - 1);
    }
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const block = phone.locator('.visit-block').filter({ hasText: name });
    await block.scrollIntoViewIfNeeded();
    await expect(block).toContainText('09:00–10:00');
    await expect(block).toContainText('Cleaning');
    await block.click();
    const panel = phone.getByRole('dialog', { name: 'Visit', exact: true });
    await expect(panel).toBeInViewport({ ratio: 1 });
    // An agent may not delete visits.
    await expect(panel.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Edit' }).click();
    const form = phone.getByRole('dialog', { name: 'Edit the visit' });
    await expect(form).toBeInViewport();
    // Our check, beside its field, in English.
    await form.getByLabel('Address').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    const error = form.getByText('Address: is required');
    await expect(error).toBeInViewport();
    await form.getByLabel('Address').fill('Building 27, Quba Road');
    // Moved onto the other visit's hour: the overlap is asked about, on screen.
    await form.getByLabel('To').fill('10:30');
    await form.getByRole('button', { name: 'Save' }).click();
    const overlap = phone.getByRole('dialog', { name: 'The team has another visit at that time' });
    await expect(overlap).toBeInViewport();
    await overlap.getByRole('button', { name: 'Save anyway' }).click();
    await expect(toast(phone, 'Visit saved')).toBeInViewport();
    await expect(panel).toContainText('09:00–10:30');
    await panel.getByRole('button', { name: 'Mark completed' }).click();
    await expect(toast(phone, 'Visit marked completed')).toBeInViewport();
    await agent.context.close();
  });

  test('the week, a visit and the form have no axe violations, light and dark', async ({ page }) => {
    await signInByApi(page);
    await holdLiveUpdates(page);
    const date = saudiDay(70);
    const contact = await createContact(page.request, {
      name: unique('عميل فحص'),
      phone: newPhone(),
      service: 'تنظيف',
    });
    await createVisit(page.request, {
      contact_id: contact,
      date,
      from: '08:00',
      to: '09:30',
      team: unique('فريق'),
      priority: 'urgent',
    });
    await page.goto(`/admin/bookings?week=${date}`);
    const block = page.locator('.visit-block').first();
    await expect(block).toBeVisible();
    await expectNoAxeViolations(page);
    // Keyboard: the visit is a button that opens it.
    await block.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'الزيارة', exact: true });
    await expect(panel).toBeInViewport();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'جدولة زيارة' }).click();
    await expect(page.getByRole('dialog', { name: 'جدولة زيارة' })).toBeInViewport();
    await expectNoAxeViolations(page);
  });
});
