import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY } from '@shared/company';
import { builtSiteDir, startSignedInServer, type TestServer } from '../../server/test/harness';
import { checkBuiltFiles, describeMessage, isError, isWarning, type NuMessage } from './nu-checker';

/**
 * The pages the server renders after a publish pass the W3C Nu HTML Checker as the build's do:
 * published with Arabic and English text that holds markup characters, quotes and mixed scripts.
 */
let server: TestServer;
let pages: string[] = [];
let messages: NuMessage[] = [];

beforeAll(async () => {
  const started = await startSignedInServer({ SITE_DIR: builtSiteDir() });
  server = started.server;
  const { admin } = started;
  const { version, draft } = (await admin.get('/backend/admin/content.php?section=company')).data;
  const published = {
    ...draft,
    name: { ar: 'شركة "لمسة" <المدينة> & أخواتها', en: 'Lamsat <Al-Madinah> & Sons "Home" Services' },
    hours: { ar: 'من 8 صباحًا إلى 10 مساءً (Sat–Thu)', en: 'Sat–Thu, 8 am – 10 pm (السبت–الخميس)' },
    whatsapp: '966551112233',
  };
  expect((await admin.post('/backend/admin/content.php?section=company', { version, draft: published })).status).toBe(
    200,
  );
  expect((await admin.post('/backend/admin/content-publish.php')).status).toBe(200);
  const root = path.join(server.dataDir, 'site');
  pages = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  messages = await checkBuiltFiles({ pages, styleSheets: [] });
}, 180_000);
afterAll(() => server?.close());

describe('the Nu HTML checker on the pages rendered after a publish', () => {
  it('has every page of the build, rendered again', () => {
    const built = readdirSync(builtSiteDir(), { recursive: true }).filter((name) => String(name).endsWith('.html'));
    expect(pages).toHaveLength(built.length);
    expect(COMPANY.whatsapp).not.toBe('966551112233');
  });

  it('finds no errors and gives no warnings', () => {
    expect(messages.filter((m) => isError(m) || isWarning(m)).map(describeMessage)).toEqual([]);
  });
});
