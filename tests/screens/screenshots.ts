/**
 * `npm run screenshots`: photographs every screen of tests/screens/screens.ts at each width, in
 * light and dark, plus the contact form after sending, and writes a contact sheet to
 * screenshots/index.html. Runs the built product on a fresh data folder (demo portfolio, a few
 * contact messages), so build first (`npm run build`). Names after `--` shoot only the screens whose
 * name contains one of them (`npm run screenshots -- admin-portfolio ar-home`).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { Role } from '../../shared/api/roles';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium';
import { ROOT, startBuiltServer } from '../support/server';
import { seedMixedMessages } from './mixed-messages';
import { enterState } from './screen-states';
import { bookingScreenPath, bookingShown, sendRefusedBooking } from './booking-screens';
import { openSettled } from './settle';
import { adminFor, prepareScreenAccounts } from './screen-accounts';
import { ALL_SCREENS, storageFor, THEMES, WIDTHS, type Screen, type Theme, type Width } from './screens';
import { fillContactForm, sentAnswer } from './contact-form';

const OUT = path.join(ROOT, 'screenshots');
const ONLY = process.argv.slice(2);
const wanted = (name: string) => ONLY.length === 0 || ONLY.some((part) => name.includes(part));

interface Shot {
  group: string;
  label: string;
  file: string;
}

async function newContext(browser: Browser, baseURL: string, width: Width, theme: Theme): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: width.width, height: width.height },
    colorScheme: theme,
    deviceScaleFactor: 1,
  });
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  return context;
}

async function signIn(context: BrowserContext, lang: 'ar' | 'en' = 'ar', role?: Role): Promise<void> {
  const res = await context.request.post('/backend/admin/login.php', { data: adminFor(lang, role) });
  if (res.status() !== 200) throw new Error(`sign-in failed: ${res.status()}`);
}

/** Lazy images load only near the window: walk down the page so a full-page shot shows them all. */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

/**
 * One page per context, reused for every screen: a new page is a new renderer, which compiles the
 * admin's scripts again (a second or more per shot on a small machine).
 */
async function shootScreen(page: Page, baseURL: string, screen: Screen, file: string): Promise<void> {
  // The admin's language before sign-in; signed in, the account's (adminFor picks the account).
  await page.evaluate((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, storageFor(screen));
  await openSettled(page, screen.booking ? await bookingScreenPath(baseURL, screen.path, screen.booking) : screen.path);
  if (screen.booking) await bookingShown(page, screen.booking);
  if (screen.refusal) await sendRefusedBooking(page, baseURL, screen.refusal);
  if (screen.state) await enterState(page, screen.state);
  else await loadLazyImages(page);
  // A panel or a dialog is fixed to the window: a full-page shot would show the list running on below it.
  await page.screenshot({ path: file, fullPage: !screen.state, animations: 'disabled' });
}

async function shootContactAnswer(context: BrowserContext, lang: 'ar' | 'en', file: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(lang === 'ar' ? '/contact' : '/en/contact', { waitUntil: 'networkidle' });
  await fillContactForm(page, lang, 'Screenshot');
  await page.locator('form.contact-form button[type="submit"]').click();
  await sentAnswer(page, lang).waitFor({ state: 'visible' });
  await page.screenshot({ path: file, animations: 'disabled' });
  await page.close();
}

function contactSheet(shots: Shot[]): string {
  const groups = [...new Set(shots.map((s) => s.group))];
  const sections = groups
    .map((group) => {
      const figures = shots
        .filter((s) => s.group === group)
        .map(
          (s) =>
            `<figure><a href="${s.file}"><img src="${s.file}" loading="lazy" alt="${s.label}"></a><figcaption>${s.label}</figcaption></figure>`,
        )
        .join('');
      return `<section><h2>${group}</h2><div class="row">${figures}</div></section>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Screens</title>
<style>body{font:14px system-ui;margin:1rem;background:#eee}section{margin-block:1.5rem}
.row{display:flex;gap:1rem;overflow-x:auto;align-items:flex-start}figure{margin:0;background:#fff;padding:.5rem}
img{inline-size:260px;max-block-size:720px;object-fit:cover;object-position:top;display:block;border:1px solid #ccc}</style>
<h1>Every screen (${shots.length} images)</h1>${sections}</html>`;
}

const writeSheet = (shots: Shot[]) => writeFileSync(path.join(OUT, 'index.html'), contactSheet(shots));

/** Every wanted screen at one width in one theme, in a context (and a page) of its own. */
async function shootAll(browser: Browser, baseURL: string, width: Width, theme: Theme, shots: Shot[]): Promise<void> {
  const context = await newContext(browser, baseURL, width, theme);
  const page = await context.newPage();
  // On the site's origin, so each screen can set its language before it opens.
  await page.goto('/favicon.svg');
  const taken = (group: string, file: string) => {
    shots.push({ group, label: `${width.width}px ${theme}`, file });
    // Written as it goes: a run cut short still leaves a sheet of what it took.
    writeSheet(shots);
  };
  for (const lang of ['ar', 'en'] as const) {
    await signIn(context, lang);
    const screens = ALL_SCREENS.filter((s) => (s.area === 'site' ? lang === 'ar' : s.lang === lang));
    for (const screen of screens.filter((s) => wanted(s.name))) {
      const file = `${screen.name}-${width.width}-${theme}.png`;
      if (screen.role) await signIn(context, lang, screen.role);
      await shootScreen(page, baseURL, screen, path.join(OUT, file));
      if (screen.role) await signIn(context, lang);
      taken(screen.name, file);
    }
  }
  for (const lang of ['ar', 'en'] as const) {
    if (!wanted(`${lang}-contact-sent`)) continue;
    const file = `${lang}-contact-sent-${width.width}-${theme}.png`;
    await shootContactAnswer(context, lang, path.join(OUT, file));
    taken(`${lang}-contact-sent`, file);
  }
  await context.close();
  console.log(`${width.width}px ${theme}: done`);
}

async function main(): Promise<void> {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const server = await startBuiltServer({ SEED_DEMO: 'true' });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const shots: Shot[] = [];
  try {
    await seedMixedMessages(server.url);
    await prepareScreenAccounts(server.url);
    // The two themes of a width side by side: a page mostly waits on the server, so two at once
    // take little longer than one (more would only queue on a two-core machine).
    for (const width of WIDTHS) {
      await Promise.all(THEMES.map((theme) => shootAll(browser, server.url, width, theme, shots)));
    }
    console.log(`${shots.length} screenshots: ${path.relative(process.cwd(), path.join(OUT, 'index.html'))}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
