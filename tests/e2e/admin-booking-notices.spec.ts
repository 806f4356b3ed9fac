import { createHmac } from 'node:crypto';
import { SmtpInbox } from '../../server/test/smtp-inbox';
import { startBuiltServer, type RunningServer } from '../support/server';
import { WhatsAppDouble } from '../support/whatsapp-double';
import { test, TEST_ADMIN } from './fixtures';
import { ADMIN_TEST_TIMEOUT, bookLastFreeWindow, expect, freePort, toast, unique } from './admin-support';
import { horizontalOverflow } from './layout-checks';

/**
 * What a booking's customer was told, on its message's panel at 390 px in Arabic: a server of its
 * own that e-mails a real mail server in this process and sends WhatsApp to a local double of the
 * Cloud API (whose first answer fails, as Meta's sometimes do), so every state a notice goes
 * through is shown: sent with its time, tried again with the reason, and WhatsApp's delivery.
 */
const APP_SECRET = 'e2e-app-secret-SECRET-5531';
let server: RunningServer;
let inbox: SmtpInbox;
let whatsapp: WhatsAppDouble;
let base = '';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT });
test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async () => {
  test.setTimeout(ADMIN_TEST_TIMEOUT);
  inbox = await SmtpInbox.start({ user: 'office@lamsat.example', pass: 'e2e notice pass 8120' });
  whatsapp = await WhatsAppDouble.start();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startBuiltServer({
    PORT: String(port),
    PUBLIC_BASE_URL: base,
    SMTP_URL: inbox.url(),
    NOTIFY_EMAIL_TO: 'office@lamsat.example',
    WHATSAPP_PHONE_NUMBER_ID: whatsapp.phoneNumberId,
    WHATSAPP_ACCESS_TOKEN: whatsapp.token,
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: 'e2e-verify-token-0042',
    WHATSAPP_API_URL: whatsapp.url,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await inbox?.stop();
  await whatsapp?.close();
});

/** WhatsApp's webhook telling of a message's new status, signed with the app's secret as Meta signs it. */
async function webhookStatus(page: import('@playwright/test').Page, id: string, status: string) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '1', changes: [{ field: 'messages', value: { statuses: [{ id, status, timestamp: '1' }] } }] }],
  });
  const signature = `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
  const res = await page.request.post(`${base}/backend/whatsapp-webhook.php`, {
    data: body,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
  });
  expect(res.status()).toBe(200);
}

test('the panel lists each notice to the customer: sent and when, tried again and why, and WhatsApp’s delivery', async ({
  page,
}) => {
  // The first WhatsApp send waits for the retry (30 s after the failure, then the next poll).
  test.setTimeout(3 * ADMIN_TEST_TIMEOUT);
  expect((await page.request.post(`${base}/backend/admin/login.php`, { data: TEST_ADMIN })).status()).toBe(200);
  const name = unique('عميلة الإشعارات');
  const booked = await bookLastFreeWindow(
    page.request,
    { service: 'cleaning', name, email: 'customer@lamsat.example' },
    base,
  );
  // The e-mail that the request was received (the office's own e-mail of the message comes too).
  await expect.poll(() => inbox.received.some((mail) => mail.to.includes('customer@lamsat.example'))).toBe(true);

  await page.goto(`${base}/admin/contacts?id=${booked.messageId}`);
  const booking = page.getByRole('dialog', { name: 'تفاصيل الرسالة' }).getByRole('region', { name: 'الحجز' });
  const notices = booking.getByRole('region', { name: 'ما أُبلغ به العميل تلقائيًا' });
  const notice = (what: string) => notices.getByRole('listitem').filter({ hasText: what });
  const received = notice('استلام الطلب · البريد الإلكتروني');
  await received.scrollIntoViewIfNeeded();
  await expect(received).toBeInViewport();
  // Sent, and when, in the admin's one format: "4 ديسمبر 2026، 10:00".
  await expect(received).toContainText(/أُرسل \d{1,2} [\u0621-\u064a]+ \d{4}، \d{2}:\d{2}/);

  whatsapp.failNext(1);
  await booking.getByRole('button', { name: 'تأكيد الحجز' }).click();
  await expect(toast(page, 'تم تأكيد الحجز')).toBeInViewport();
  // The panel asks again by itself while a notice waits: the confirmation e-mail goes, WhatsApp fails once.
  const byEmail = notice('تأكيد الحجز · البريد الإلكتروني');
  await byEmail.scrollIntoViewIfNeeded();
  await expect(byEmail).toContainText('أُرسل', { timeout: 30_000 });
  const byWhatsapp = notice('تأكيد الحجز · واتساب');
  await expect(byWhatsapp).toContainText('لم يُرسل بعد، وتُعاد المحاولة تلقائيًا', { timeout: 30_000 });
  await expect(byWhatsapp.getByText('WhatsApp API answered 503')).toBeInViewport();

  // Tried again: sent and handed to WhatsApp; then WhatsApp tells that it reached the phone.
  const [sent] = await whatsapp.until(1);
  await expect(byWhatsapp).toContainText('سلّمناه لواتساب', { timeout: 30_000 });
  await webhookStatus(page, sent!.id, 'delivered');
  await page.reload();
  await byWhatsapp.scrollIntoViewIfNeeded();
  await expect(byWhatsapp).toContainText('وصل إلى جوال العميل');
  await expect(byWhatsapp).toBeInViewport();
  expect(await horizontalOverflow(page)).toEqual([]);
});
