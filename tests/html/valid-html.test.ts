import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_PATHS, PUBLIC_PATHS } from '../../site/app/route-paths';
import { assertBuilt, CLIENT_DIR, fileOf } from '../seo/built-site';
import {
  ADMIN_DIR,
  builtFiles,
  checkBuiltFiles,
  describeMessage,
  isError,
  isWarning,
  type NuMessage,
} from './nu-checker';

/**
 * Every page a visitor receives passes the W3C Nu HTML Checker (validator.w3.org) without errors or
 * warnings, and so does the CSS the admin ships (the site's is inline in its pages). Runs on the build (npm test builds first).
 */
let files: ReturnType<typeof builtFiles> = { pages: [], styleSheets: [] };
let messages: NuMessage[] = [];

beforeAll(async () => {
  assertBuilt();
  files = builtFiles();
  messages = await checkBuiltFiles(files);
}, 120_000);

const listed = (filter: (m: NuMessage) => boolean) => messages.filter(filter).map(describeMessage);
const isCss = (m: NuMessage) => m.url?.endsWith('.css') ?? false;

describe('the Nu HTML checker on the built product', () => {
  it('covers every prerendered page, both 404 pages, the admin page and the CSS the admin ships', () => {
    const { pages, styleSheets } = files;
    for (const urlPath of PUBLIC_PATHS) expect(pages).toContain(fileOf(urlPath));
    for (const notFound of NOT_FOUND_PATHS) expect(pages).toContain(path.join(CLIENT_DIR, `${notFound}.html`));
    expect(pages).toContain(path.join(ADMIN_DIR, 'index.html'));
    // The site's styles are all inline in its pages (checked with each page), none in files.
    expect(styleSheets.filter((file) => file.startsWith(CLIENT_DIR))).toEqual([]);
    expect(styleSheets.filter((file) => file.startsWith(ADMIN_DIR)).length).toBeGreaterThan(0);
  });

  it('finds no errors in any page (file:line:column: message)', () => {
    expect(listed((m) => isError(m) && !isCss(m))).toEqual([]);
  });

  it('finds no errors in the shipped CSS', () => {
    expect(listed((m) => isError(m) && isCss(m))).toEqual([]);
  });

  it('gives no warnings', () => {
    expect(listed(isWarning)).toEqual([]);
  });
});
