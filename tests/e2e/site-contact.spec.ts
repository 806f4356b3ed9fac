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
    // Empty: the page's own check (in the page's language, not the browser's) stops the submit.
    await form.getByRole('button', { name: 'أرسل الطلب' }).click();
    await expect(page.getByRole('alert')).toContainText('يرجى تعبئة جميع الحقول المطلوبة');
    await expect(form.getByText('هذا الحقل مطلوب')).toHaveCount(2);
    // Spaces pass the browser's check; the re-check on submit catches them.
    await form.getByLabel('الاسم').fill('   ');
    await form.getByLabel('رقم الجوال').fill('   ');
    await form.getByRole('button', { name: 'أرسل الطلب' }).click();
    await expect(page.getByRole('alert')).toContainText('يرجى تعبئة جميع الحقول المطلوبة');
    await expect(page.getByRole('alert')).toBeInViewport();
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
    await expect(page.getByRole('status').filter({ hasText: 'تم حفظ رسالتك بنجاح' })).toBeInViewport();
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
      source: 'home',
    });
  });

  test('a server error is shown after the prefix, in the page language, in view', async ({ page }) => {
    allowConsoleErrors(page, /status of 400/, /ERR_FAILED/);
    // Without the page's own check (its module cannot load, as on a dropped connection) the real
    // server still refuses the phone, and its reason reaches the visitor.
    await page.route('**/assets/validate-contact-*.js', (route) => route.abort());
    await page.goto('/');
    const form = page.locator('#contact form');
    await form.getByLabel('الاسم').fill(unique('خطأ'));
    await form.getByLabel('رقم الجوال').fill('abc');
    await form.getByRole('button', { name: 'أرسل الطلب' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('فشل حفظ الرسالة: ');
    await expect(alert).toContainText('رقم الجوال');
    await expect(alert).toBeInViewport();
    // The answer replaced "sending…": one toast for one sending.
    await expect(page.locator('.toast')).toHaveCount(1);
    await expect(form.getByLabel('رقم الجوال')).toHaveValue('abc');
  });

  test('the phone is checked on the page with the server rule, the reason next to the field, nothing sent', async ({
    page,
    request,
  }) => {
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('contact_submit.php')) sent.push(req.url());
    });
    await page.goto('/');
    const form = page.locator('#contact form');
    const phone = form.getByLabel('رقم الجوال');
    await form.getByLabel('الاسم').fill(unique('رقم قصير'));
    await phone.fill('12345');
    await form.getByRole('button', { name: 'أرسل الطلب' }).click();
    const reason = form.getByText('أدخل رقم جوال صحيحًا: من 7 إلى 15 رقمًا، مثل 0551234567');
    await expect(reason).toBeInViewport();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toBeFocused();
    expect(sent).toEqual([]);

    // Typing again clears the reason; Arabic-Indic digits are accepted and stored as digits.
    const name = unique('أرقام عربية');
    await form.getByLabel('الاسم').fill(name);
    await phone.fill('٠٥٥١٢٣٤٥٦٧');
    await expect(reason).toHaveCount(0);
    await form.getByRole('button', { name: 'أرسل الطلب' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تم حفظ رسالتك بنجاح' })).toBeInViewport();
    await adminLogin(request);
    expect(await findContact(request, name)).toMatchObject({ phone: '0551234567' });
  });
});

test.describe('contact page form (full)', () => {
  test('what a visitor types before the page runs is kept and sent', async ({ page, request }) => {
    // The page's scripts are held back until the visitor has typed, as on a slow phone.
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto('/contact', { waitUntil: 'load' });
    const form = page.locator('form.contact-form');
    const name = unique('كتب قبل التحميل');
    await form.getByLabel('الاسم').fill(name);
    await form.getByLabel('رقم الجوال').fill('0551234567');
    release();
    // The router exists before hydration commits; the form marks itself once its own code runs.
    await expect(form).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
    await form.getByRole('button', { name: 'أرسل الطلب' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تم إرسال رسالتك بنجاح' })).toBeInViewport();
    await adminLogin(request);
    expect(await findContact(request, name)).toMatchObject({ phone: '0551234567', source: 'contact' });
  });

  test('a control character is refused next to its field in the page language, and nothing is sent', async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('contact_submit.php')) sent.push(req.url());
    });
    await page.goto('/en/contact');
    const form = page.locator('form.contact-form');
    await form.getByLabel('Name').fill(`${unique('Visitor')}\u0000`);
    await form.getByLabel('Mobile number').fill('0551234567');
    await form.getByRole('button', { name: /send/i }).click();
    await expect(form.getByText('This contains an invisible control character or a line break')).toBeInViewport();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

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
    ).toBeInViewport();
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

  test('English: required fields and bad values are refused in English, next to each field', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('contact_submit.php')) sent.push(req.url());
    });
    await page.goto('/en/contact');
    const form = page.locator('form.contact-form');
    await form.getByLabel('Name').fill(' ');
    await form.getByLabel('Mobile number').fill(' ');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('alert')).toContainText('Please fill in all required fields');
    await expect(page.getByRole('alert')).toBeInViewport();
    await expect(form.getByText('This field is required')).toHaveCount(2);
    await expect(form.getByLabel('Name')).toBeFocused();

    await form.getByLabel('Name').fill(unique('Bad values'));
    await form.getByLabel('Mobile number').fill('call me');
    // The browser accepts x@y as an email; the server's rule, checked on the page, does not.
    await form.getByLabel('Email').fill('x@y');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByText('Enter a valid mobile number: 7 to 15 digits, such as 0551234567')).toBeInViewport();
    await expect(form.getByText('Enter a valid email address, such as name@example.com')).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
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
    await expect(
      page.getByRole('status').filter({ hasText: 'Your message has been sent successfully' }),
    ).toBeInViewport();

    const bot = unique('Bot');
    await form.getByLabel('Name').fill(bot);
    await form.getByLabel('Mobile number').fill('0551234567');
    await honeypot.fill('http://spam.example', { force: true });
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your message has been sent successfully' }).last(),
    ).toBeInViewport();

    await adminLogin(request);
    expect(await findContact(request, person)).toBeDefined();
    expect(await findContact(request, bot)).toBeUndefined();
  });
});
