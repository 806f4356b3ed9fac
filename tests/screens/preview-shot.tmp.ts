import { chromium } from '@playwright/test';
import { startBuiltServer, TEST_ADMIN } from '../support/server';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium';

const server = await startBuiltServer();
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  for (const [lang, width] of [['ar', 1280], ['en', 390], ['ar', 390]] as const) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text().slice(0, 300)));
    await page.request.post(server.url + '/backend/admin/login.php', { data: TEST_ADMIN });
    await page.request.post(server.url + '/backend/admin/account.php', { data: { language: lang } });
    await page.goto(server.url + '/admin/website');
    await page.getByRole('button', { name: lang === 'ar' ? 'معاينة' : 'Preview' }).first().click();
    await page.waitForTimeout(4000);
    await page.locator('.ant-drawer .ant-select').first().screenshot({ path: `/tmp/shots/select-${lang}-${width}.png` });
    await page.screenshot({ path: `/tmp/shots/preview-${lang}-${width}.png` });
    if (width === 1280) {
      await page.getByText(lang === 'ar' ? 'حاسوب' : 'Desktop').click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/preview-${lang}-${width}-desktop.png` });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
