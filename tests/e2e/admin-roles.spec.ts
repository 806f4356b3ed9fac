import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Role } from '../../shared/api/roles';
import { test } from './fixtures';
import {
  ADMIN_TEST_TIMEOUT,
  createContact,
  expect,
  row,
  signedInColleague,
  signInByApi,
  unique,
} from './admin-support';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT * 2 });

/** A colleague of `role`, signed in in a browser of their own, with a page open there. */
async function colleague(
  page: Page,
  browser: Browser,
  role: Role,
): Promise<{ id: number; context: BrowserContext; page: Page }> {
  const { id, context } = await signedInColleague(page, browser, { role });
  return { id, context, page: await context.newPage() };
}

const menu = (page: Page) => page.getByRole('menu').first();

test.describe('each person sees what their role allows', () => {
  test('an agent works messages, but has no delete, export, staff, settings or log, and reads the website', async ({
    page,
    browser,
  }) => {
    await signInByApi(page);
    const name = unique('عميل الوكيل');
    await createContact(page.request, { name, phone: '0551234567' });
    const agent = await colleague(page, browser, 'agent');
    const screen = agent.page;
    await screen.goto(`/admin/contacts?q=${encodeURIComponent(name)}`);
    await expect(row(screen, name)).toBeVisible();
    await expect(row(screen, name).getByRole('button', { name: 'تعديل', exact: true })).toBeVisible();
    await expect(row(screen, name).getByRole('button', { name: 'حذف', exact: true })).toHaveCount(0);
    await expect(screen.getByRole('link', { name: /تصدير/ })).toHaveCount(0);
    await expect(screen.getByRole('button', { name: 'إضافة رسالة' })).toBeVisible();
    for (const entry of ['الموظفون', 'الإعدادات', 'سجل النشاط']) {
      await expect(menu(screen).getByRole('menuitem', { name: entry })).toHaveCount(0);
    }
    await expect(menu(screen).getByRole('menuitem', { name: 'الموقع' })).toBeVisible();

    // The portfolio and the website: read, not changed.
    await screen.goto('/admin/portfolio');
    await expect(screen.getByRole('heading', { name: 'معرض الأعمال', level: 1 })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'إضافة عمل' })).toHaveCount(0);
    await screen.goto('/admin/website');
    await expect(screen.getByText('تستطيع قراءة محتوى الموقع ومعاينته')).toBeInViewport();
    await expect(screen.getByRole('button', { name: 'حفظ المسودة' })).toHaveCount(0);
    await expect(screen.getByRole('button', { name: 'نشر' })).toHaveCount(0);
    await expect(screen.getByRole('textbox').first()).toBeDisabled();

    // A link to the staff screen: a clear page, not a broken screen.
    await screen.goto('/admin/staff');
    await expect(screen.getByRole('heading', { name: 'ليست ضمن صلاحياتك' })).toBeInViewport();
    await expect(screen.getByText('دورك (موظف خدمة العملاء) لا يشمل هذه الصفحة')).toBeInViewport();
    await screen.getByRole('button', { name: 'إلى رسائل التواصل' }).click();
    await expect(screen).toHaveURL(/\/admin\/contacts$/);
    await agent.context.close();
  });

  test('a manager deletes and exports, but cannot open the staff or the settings', async ({ page, browser }) => {
    await signInByApi(page);
    const name = unique('عميل المدير');
    await createContact(page.request, { name, phone: '0551234567' });
    const manager = await colleague(page, browser, 'manager');
    const screen = manager.page;
    await screen.goto(`/admin/contacts?q=${encodeURIComponent(name)}`);
    await expect(row(screen, name).getByRole('button', { name: 'حذف', exact: true })).toBeVisible();
    await expect(screen.getByRole('link', { name: /تصدير/ })).toBeVisible();
    await expect(menu(screen).getByRole('menuitem', { name: 'سجل النشاط' })).toBeVisible();
    await expect(menu(screen).getByRole('menuitem', { name: 'الموظفون' })).toHaveCount(0);
    for (const path of ['/admin/staff', '/admin/settings']) {
      await screen.goto(path);
      await expect(screen.getByRole('heading', { name: 'ليست ضمن صلاحياتك' })).toBeInViewport();
    }
    await manager.context.close();
  });

  test('an owner makes an agent a manager: the agent’s open admin shows the new actions after its next call', async ({
    page,
    browser,
  }) => {
    await signInByApi(page);
    const name = unique('عميل الترقية');
    await createContact(page.request, { name, phone: '0551234567' });
    const agent = await colleague(page, browser, 'agent');
    const screen = agent.page;
    await screen.goto(`/admin/contacts?q=${encodeURIComponent(name)}`);
    await expect(row(screen, name)).toBeVisible();
    await expect(row(screen, name).getByRole('button', { name: 'حذف', exact: true })).toHaveCount(0);

    // The owner, on the staff screen.
    await page.goto('/admin/staff');
    const response = await page.request.get('/backend/admin/staff.php?limit=100');
    const staff = (await response.json()).items as { id: number; name: string }[];
    const theirs = staff.find((s) => s.id === agent.id)!;
    const theirRow = row(page, theirs.name);
    await theirRow.getByRole('button', { name: 'تعديل', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: /^مدير/ }).check();
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await expect(theirRow).toContainText('مدير');

    // The agent's next call (a refresh of the list) brings the new role: delete appears, and the log.
    await screen.getByRole('button', { name: 'تحديث' }).click();
    await expect(row(screen, name).getByRole('button', { name: 'حذف', exact: true })).toBeVisible();
    await expect(menu(screen).getByRole('menuitem', { name: 'سجل النشاط' })).toBeVisible();
    await agent.context.close();
  });
});
