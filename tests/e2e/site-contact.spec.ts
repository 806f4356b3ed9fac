import { allowConsoleErrors, expect, test } from './fixtures';
import { adminLogin, findContact, unique } from './site-support';

test.describe('home contact form (short)', () => {
  test('required fields: a toast and nothing sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('contact_submit.php')) sent.push(req.url());
    });
    await page.goto('/');
    const form = page.locator('#contact form');
    await expect(form.getByLabel('الاسم')).toHaveAttribute('required', '');
    await expect(form.getByLabel('رقم الجوال')).toHaveAttribute('type', 'tel');
    await expect(form.getByLabel('رقم الجوال')).toHaveAttribute('placeholder', '05xxxxxxxx');
    await expect(form.getByLabel('تفاصيل الطلب')).toHaveAttribute('rows', '4');
    // Empty: the browser's own check stops the submit.
    await form.getByRole('button', { name: 'أرسل الطلب' }).click();
    expect(await form.getByLabel('الاسم').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    // Spaces pass the browser's check; the re-check on submit catches them.
    await form.getByLabel('الاسم').fill('   ');
    await form.getByLabel('رقم الجوال').fill('   ');
    await form.getByRole('button', { name: 'أرسل الطلب' }).click();
    await expect(page.getByRole('alert')).toContainText('يرجى تعبئة جميع الحقول المطلوبة');
    expect(sent).toEqual([]);
  });

  test('success: toast, form cleared, message stored with empty email and time and normal urgency', async ({
    page,
    request,
  }) => {
    const name = unique('عميل الرئيسية');
    await page.goto('/');
    const form = page.locator('#contact form');
    await form.getByLabel('الاسم').fill(name);
    await form.getByLabel('رقم الجوال').fill('0551234567');
    await form.getByLabel('الخدمة المطلوبة').selectOption('marble');
    await form.getByLabel('تفاصيل الطلب').fill('أبغى جلي رخام للصالة');
    const submitted = page.waitForRequest((req) => req.url().includes('contact_submit.php'));
    await form.getByRole('button', { name: 'أرسل الطلب' }).click();
    const req = await submitted;
    expect(req.headers()['accept-language']).toBe('ar');
    await expect(page.getByRole('status').filter({ hasText: 'تم حفظ رسالتك بنجاح' })).toBeVisible();
    await expect(form.getByLabel('الاسم')).toHaveValue('');
    await expect(form.getByLabel('رقم الجوال')).toHaveValue('');

    await adminLogin(request);
    const stored = await findContact(request, name);
    expect(stored).toMatchObject({
      name,
      phone: '0551234567',
      service: 'رخام',
      message: 'أبغى جلي رخام للصالة',
      email: '',
      preferred_time: '',
      urgency: 'normal',
    });
  });

  test('a server error is shown after the prefix, in the page language', async ({ page }) => {
    allowConsoleErrors(page, /status of 400/);
    await page.goto('/');
    const form = page.locator('#contact form');
    await form.getByLabel('الاسم').fill(unique('خطأ'));
    await form.getByLabel('رقم الجوال').fill('abc');
    await form.getByRole('button', { name: 'أرسل الطلب' }).click();
    await expect(page.getByRole('status')).toContainText('جاري إرسال طلبك وحفظه...');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('فشل حفظ الرسالة: ');
    await expect(alert).toContainText('رقم الجوال');
    await expect(form.getByLabel('رقم الجوال')).toHaveValue('abc');
  });
});

test.describe('contact page form (full)', () => {
  test('English: all fields sent, English service word, success toast, stored', async ({ page, request }) => {
    const name = unique('Contact page visitor');
    await page.goto('/en/contact');
    const form = page.locator('form.contact-form');
    await expect(form.getByLabel('Urgency')).toHaveValue('normal');
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Mobile number').fill('0559876543');
    await form.getByLabel('Email').fill('visitor@example.com');
    await form.getByLabel('Best time to reach you').fill('After 5 pm');
    await form.getByLabel('Service needed').selectOption('cleaning');
    await form.getByLabel('Urgency').selectOption('urgent');
    await form.getByLabel('Request details').fill('Deep clean of a 3-bedroom apartment');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your message has been sent successfully! We will contact you soon' }),
    ).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Urgency')).toHaveValue('normal');

    await adminLogin(request);
    expect(await findContact(request, name)).toMatchObject({
      phone: '0559876543',
      email: 'visitor@example.com',
      preferred_time: 'After 5 pm',
      service: 'Cleaning',
      urgency: 'urgent',
      message: 'Deep clean of a 3-bedroom apartment',
    });
  });

  test('English: required-field toast and a server error in English', async ({ page }) => {
    allowConsoleErrors(page, /status of 400/);
    await page.goto('/en/contact');
    const form = page.locator('form.contact-form');
    await form.getByLabel('Name').fill(' ');
    await form.getByLabel('Mobile number').fill(' ');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('alert')).toContainText('Please fill in all required fields');

    await form.getByLabel('Name').fill(unique('Bad email'));
    await form.getByLabel('Mobile number').fill('0551112223');
    await form.getByLabel('Email').fill('x@y');
    // The browser accepts x@y as an email; the server does not.
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('alert')).toContainText(/Failed to save message: \S+/);
  });
});

test.describe('contact form abuse protection', () => {
  test('sends the honeypot and fill time; a bot that fills the honeypot is answered normally but kept out of the inbox', async ({
    page,
    request,
  }) => {
    const person = unique('Real person');
    await page.goto('/en/contact');
    const form = page.locator('form.contact-form');
    // The honeypot is neither visible nor reachable by keyboard.
    const honeypot = form.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(
      await honeypot.evaluate(
        (el) => el.getBoundingClientRect().right < 0 || el.getBoundingClientRect().left > window.innerWidth,
      ),
    ).toBe(true);

    await form.getByLabel('Name').fill(person);
    await form.getByLabel('Mobile number').fill('0551234567');
    const submitted = page.waitForRequest((req) => req.url().includes('contact_submit.php'));
    await form.getByRole('button', { name: 'Send request' }).click();
    const body = (await submitted).postDataJSON() as { website: string; elapsedMs: number };
    expect(body.website).toBe('');
    expect(body.elapsedMs).toBeGreaterThan(0);
    await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent successfully' })).toBeVisible();

    const bot = unique('Bot');
    await form.getByLabel('Name').fill(bot);
    await form.getByLabel('Mobile number').fill('0551234567');
    await honeypot.fill('http://spam.example', { force: true });
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your message has been sent successfully' }).last(),
    ).toBeVisible();

    await adminLogin(request);
    expect(await findContact(request, person)).toBeDefined();
    expect(await findContact(request, bot)).toBeUndefined();
  });
});
