import type { Page } from '@playwright/test';
import { ENGLISH_ADMIN } from '../screens/screen-accounts';
import { ADMIN_TEST_TIMEOUT, createContact, expect, holdLiveUpdates, signInByApi, unique } from './admin-support';
import { test } from './fixtures';
import { readsInOrder } from './layout-checks';

test.describe.configure({ timeout: ADMIN_TEST_TIMEOUT * 2 });

/** What customers write: Arabic with Latin letters and digits inside, English with Arabic inside. */
const MIXED = [
  { name: 'محمد 2 العتيبي', message: 'أريد تنظيف الشقة 14B في الدور 3' },
  { name: 'John Smith 3', message: 'AC not cooling in room 3, شكرا' },
  { name: 'Sara سارة', message: 'الحمام الثاني apartment 7A يحتاج صيانة' },
];

async function openMessage(page: Page, name: string) {
  await page.goto(`/admin/contacts?q=${encodeURIComponent(name)}`);
  await page.locator('.item-open').first().click();
  await expect(page.getByRole('dialog')).toBeInViewport();
}

test.describe('customers’ text reads in its own order, in both admin languages', () => {
  for (const lang of ['ar', 'en'] as const) {
    test(`in the ${lang === 'ar' ? 'Arabic' : 'English'} admin: names and messages, in the list and the panel`, async ({
      page,
    }) => {
      await signInByApi(page);
      const marker = unique('dir').split(' ').pop()!;
      for (const entry of MIXED) {
        await createContact(page.request, { ...entry, name: `${entry.name} ${marker}`, phone: '0551234567' });
      }
      if (lang === 'en') {
        await page.request.post('/backend/admin/logout.php');
        expect((await page.request.post('/backend/admin/login.php', { data: ENGLISH_ADMIN })).status()).toBe(200);
      }
      await holdLiveUpdates(page);
      for (const entry of MIXED) {
        const name = `${entry.name} ${marker}`;
        await openMessage(page, name);
        const panel = page.getByRole('dialog');
        await expect(panel.locator('.user-text-block')).toHaveText(entry.message);
        const message = await readsInOrder(page, '.ant-drawer .user-text-block');
        expect(message.shown, `${entry.message} in the panel`).toEqual(message.expected);
        const shownName = await readsInOrder(page, '.ant-drawer .ant-descriptions-item-content >> nth=0');
        expect(shownName.shown, `${name} in the panel`).toEqual(shownName.expected);
        await page.keyboard.press('Escape');
        // The panel gone (the list narrows beside it while it is open, wrapping long names).
        await expect(page.getByRole('dialog')).toBeHidden();
        // In the list, now read: the name is the link's whole text. The list widens again after the
        // panel's close animation (a busy machine lags behind it), and the check reads one line.
        await expect
          .poll(
            async () => {
              const inList = await readsInOrder(page, '.item-open');
              return JSON.stringify(inList.shown) === JSON.stringify(inList.expected) ? 'in order' : inList.shown;
            },
            { message: `${name} in the list` },
          )
          .toBe('in order');
      }
    });
  }
});
