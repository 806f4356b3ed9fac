import type { Page } from '@playwright/test';
import { CookieJar, fetchWithJar } from '../support/cookie-fetch';
import { TEST_ADMIN } from '../support/server';

/**
 * The booking screens that only exist once something has happened: the customer's private page in
 * each state (a booking made and moved along through the API), and the booking form sent without
 * scripts and refused. The layout checks and the contact sheet open them through these helpers.
 */

/** The states of a booking its private page is looked at in (requested is "received"). */
export const BOOKING_SCREEN_STATUSES = ['requested', 'proposed', 'confirmed', 'declined', 'cancelled'] as const;
export type BookingScreenStatus = (typeof BOOKING_SCREEN_STATUSES)[number];

/** The booking form's refusals: fields refused beside them (400), or its window taken meanwhile (409). */
export type BookingRefusal = 'invalid' | 'taken';

/** The service the screens book: the shortest visit, so they take little of the shared server's days. */
export const BOOKING_SCREEN_SERVICE = 'maintenance';
const SERVICE = BOOKING_SCREEN_SERVICE;
/** A Saudi date `days` from today (the browser tests' own bookings use days 9 to 13). */
const saudiDay = (days: number) => new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const uniqueEmail = () => `screens.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
const uniquePhone = () => `05${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A customer as real ones write: an Arabic name and address with Latin letters and digits inside. */
const CUSTOMER = { name: 'نورة المطيري', district: 'قباء', address: 'شارع قباء، عمارة 14B، الدور 3' };
const DECLINE_REASON = 'لا تعمل فرقنا في هذا الحي يوم الجمعة (Friday)';

interface Window {
  date: string;
  from: string;
}

function apiOf(baseUrl: string, jar = new CookieJar()) {
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const res = await fetchWithJar(jar)(`${baseUrl}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = (await res.json()) as Record<string, unknown>;
    return { status: res.status, data };
  };
  const expect2xx = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const res = await call(method, path, body);
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.data)}`);
    return res.data;
  };
  return { call, expect2xx };
}

/** The first free windows of the service from `days` ahead, in office hours (the test server's team works round the clock). */
async function freeWindows(baseUrl: string, days: number): Promise<Window[]> {
  const { expect2xx } = apiOf(baseUrl);
  const slots = (await expect2xx('GET', `/backend/booking-slots.php?service=${SERVICE}&from=${saudiDay(days)}`)) as {
    days: { date: string; windows: { from: string }[] }[];
  };
  return slots.days.flatMap((day) =>
    day.windows.filter((window) => window.from >= '09:00').map((window) => ({ date: day.date, from: window.from })),
  );
}

/**
 * Books the first free window from `days` ahead (or the next one offered, when another worker took
 * it first): its private link's token and the e-mail it was booked with.
 */
async function bookFirstFree(baseUrl: string, days: number): Promise<{ token: string; email: string }> {
  const { call } = apiOf(baseUrl);
  const email = uniqueEmail();
  let [window] = await freeWindows(baseUrl, days);
  for (let attempt = 0; attempt < 5 && window; attempt += 1) {
    const body = { service_key: SERVICE, ...window, ...CUSTOMER, phone: uniquePhone(), email, lang: 'ar' };
    const res = await call('POST', '/backend/booking_submit.php', body);
    if (res.status === 201) return { token: (res.data.booking as { token: string }).token, email };
    if (res.status !== 409) throw new Error(`booking_submit.php: ${res.status} ${JSON.stringify(res.data)}`);
    [window] = res.data.alternatives as Window[];
  }
  throw new Error(`no free ${SERVICE} window from ${saudiDay(days)}`);
}

/** Makes a booking and moves it to `status` as the office and the customer would. */
async function bookingIn(baseUrl: string, status: BookingScreenStatus): Promise<string> {
  const { token, email } = await bookFirstFree(baseUrl, 3);
  if (status === 'requested') return token;
  const visitor = apiOf(baseUrl);
  if (status === 'cancelled') {
    await visitor.expect2xx('POST', `/backend/booking.php?token=${token}&action=cancel`);
    return token;
  }
  const office = apiOf(baseUrl);
  await office.expect2xx('POST', '/backend/admin/login.php', TEST_ADMIN);
  const found = (await office.expect2xx('GET', `/backend/admin/contacts.php?q=${encodeURIComponent(email)}`)) as {
    items: { id: number }[];
  };
  const booking = (await office.expect2xx('GET', `/backend/admin/contact-booking.php?contact_id=${found.items[0]!.id}`))
    .item as { id: number };
  if (status === 'confirmed') await office.expect2xx('POST', `/backend/admin/booking-confirm.php?id=${booking.id}`);
  if (status === 'declined') {
    await office.expect2xx('POST', `/backend/admin/booking-decline.php?id=${booking.id}`, { reason: DECLINE_REASON });
  }
  if (status === 'proposed') {
    // Another day's window: the proposal reads as a different day and time.
    const [other] = await freeWindows(baseUrl, 5);
    await office.expect2xx('POST', `/backend/admin/booking-propose.php?id=${booking.id}`, other);
  }
  return token;
}

/** One booking per state and server, made when first asked for and looked at as often as needed. */
const made = new Map<string, Promise<string>>();

/** The private page (`/booking` or `/en/booking`) of a booking in `status`, with its token. */
export async function bookingScreenPath(baseUrl: string, path: string, status: BookingScreenStatus): Promise<string> {
  const key = `${baseUrl} ${status}`;
  if (!made.has(key)) made.set(key, bookingIn(baseUrl, status));
  return `${path}?token=${await made.get(key)!}`;
}

/** Waits until the open private page shows its booking in `status` (the screen is what it says). */
export async function bookingShown(page: Page, status: BookingScreenStatus): Promise<void> {
  await page.locator(`.booking-card[data-status="${status}"]`).waitFor();
}

/**
 * On the open booking form (a service chosen), sends it as a browser without scripts would and waits
 * for the server's answer: with refused fields (no window chosen, a short number, no name), or with
 * a window someone else booked a moment before.
 */
export async function sendRefusedBooking(page: Page, baseUrl: string, refusal: BookingRefusal): Promise<void> {
  const form = page.locator('form.booking-details');
  await form.locator('[name="district"]').fill(CUSTOMER.district);
  await form.locator('[name="address"]').fill(CUSTOMER.address);
  if (refusal === 'invalid') {
    await form.locator('[name="phone"]').fill('0551');
  } else {
    await form.locator('[name="name"]').fill(CUSTOMER.name);
    await form.locator('[name="phone"]').fill(uniquePhone());
    const slot = form.locator('select[name="slot"]');
    const first = (await slot.locator('option[value*=" "]').first().getAttribute('value'))!;
    await slot.selectOption(first);
    const [date, from] = first.split(' ');
    const { call } = apiOf(baseUrl);
    const body = { service_key: SERVICE, date, from, ...CUSTOMER, phone: uniquePhone() };
    const taken = await call('POST', '/backend/booking_submit.php', body);
    // 409: another screen at the same time took it first, which does as well.
    if (taken.status !== 201 && taken.status !== 409) {
      throw new Error(`the window ${first} could not be taken first: ${taken.status}`);
    }
  }
  // The form's own submit(), not a click: no script of the page takes it over.
  await Promise.all([
    page.waitForURL('**/backend/booking_submit.php', { waitUntil: 'load' }),
    form.evaluate((element: HTMLFormElement) => element.submit()),
  ]);
  await page.locator('.booking-form [role="alert"]:not([hidden])').waitFor();
}
