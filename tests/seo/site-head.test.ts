import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARABIC_ONLY_PATHS, BILINGUAL_PATHS, englishPath, PUBLIC_PATHS } from '../../site/app/route-paths';
import {
  alternatesOf,
  assertBuilt,
  BASE_URL,
  CLIENT_DIR,
  headOf,
  jsonLdOf,
  linkHref,
  metaContent,
  ofType,
  readBytes,
  readFile,
  readPage,
  type JsonObject,
} from './built-site';

/** Every prerendered page as a search engine and a link preview see it: head tags and structured data. */
beforeAll(assertBuilt);

/** Paths of every prerendered page on disk (x/index.html → /x), 404 documents aside. */
function prerenderedPaths(dir = CLIENT_DIR, prefix = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry !== 'assets' && entry !== 'images') found.push(...prerenderedPaths(full, `${prefix}/${entry}`));
    } else if (entry === 'index.html') {
      found.push(prefix || '/');
    }
  }
  return found;
}

describe('every prerendered page', () => {
  it('exists for every public path, and nothing else is prerendered', () => {
    expect(prerenderedPaths().sort()).toEqual([...PUBLIC_PATHS].sort());
  });

  it('has a unique title and description', () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const urlPath of PUBLIC_PATHS) {
      const head = headOf(readPage(urlPath));
      const title = /<title>([^<]+)<\/title>/.exec(head)?.[1];
      const description = metaContent(head, 'name', 'description');
      expect(title, `${urlPath} title`).toBeTruthy();
      expect(description?.length, `${urlPath} description`).toBeGreaterThan(40);
      expect(titles.get(title ?? ''), `${urlPath} repeats the title of`).toBeUndefined();
      expect(descriptions.get(description ?? ''), `${urlPath} repeats the description of`).toBeUndefined();
      titles.set(title ?? '', urlPath);
      descriptions.set(description ?? '', urlPath);
    }
  });

  it('has its canonical URL, Open Graph and Twitter tags, colour scheme, theme colour, icons and manifest', () => {
    for (const urlPath of PUBLIC_PATHS) {
      const head = headOf(readPage(urlPath));
      const url = `${BASE_URL}${urlPath}`;
      expect(linkHref(head, 'canonical'), urlPath).toBe(url);
      expect(metaContent(head, 'property', 'og:url'), urlPath).toBe(url);
      expect(metaContent(head, 'property', 'og:title'), urlPath).toBeTruthy();
      expect(metaContent(head, 'property', 'og:description'), urlPath).toBeTruthy();
      expect(metaContent(head, 'property', 'og:image'), urlPath).toBe(`${BASE_URL}/og-image.png`);
      expect(metaContent(head, 'property', 'og:image:width')).toBe('1200');
      expect(metaContent(head, 'property', 'og:image:height')).toBe('630');
      expect(metaContent(head, 'property', 'og:locale'), urlPath).toBe(
        urlPath === '/en' || urlPath.startsWith('/en/') ? 'en_US' : 'ar_SA',
      );
      expect(metaContent(head, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(head).toContain('<meta name="color-scheme" content="light dark"/>');
      expect(head).toMatch(
        /<meta name="theme-color" media="\(prefers-color-scheme: light\)" content="#[0-9a-f]{6}"\/>/,
      );
      expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
      expect(head).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
      expect(head).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
      for (const node of jsonLdOf(head)) expect(node['@context'], urlPath).toBe('https://schema.org');
    }
  });

  it('announces reciprocal hreflang alternates where both languages exist, and none for Arabic-only pages', () => {
    for (const arPath of BILINGUAL_PATHS) {
      const expected = {
        ar: `${BASE_URL}${arPath}`,
        en: `${BASE_URL}${englishPath(arPath)}`,
        'x-default': `${BASE_URL}${arPath}`,
      };
      expect(alternatesOf(headOf(readPage(arPath))), arPath).toEqual(expected);
      expect(alternatesOf(headOf(readPage(englishPath(arPath)))), englishPath(arPath)).toEqual(expected);
    }
    for (const arPath of ARABIC_ONLY_PATHS) {
      expect(alternatesOf(headOf(readPage(arPath))), arPath).toEqual({
        ar: `${BASE_URL}${arPath}`,
        'x-default': `${BASE_URL}${arPath}`,
      });
    }
  });
});

describe('company structured data', () => {
  const companyPages = ['/', '/about', '/contact', '/en', '/en/about', '/en/contact'];

  it('home, about and contact carry Organization and LocalBusiness data', () => {
    for (const urlPath of companyPages) {
      const nodes = jsonLdOf(headOf(readPage(urlPath)));
      const [organization] = ofType(nodes, 'Organization');
      const [business] = ofType(nodes, 'HomeAndConstructionBusiness');
      expect(organization, `${urlPath} Organization`).toBeDefined();
      expect(business, `${urlPath} LocalBusiness`).toBeDefined();
      expect(organization?.logo).toBe(`${BASE_URL}/icon-512.png`);
      expect(organization?.foundingDate).toBe('2009');
      expect((organization?.contactPoint as JsonObject[]).length).toBe(3);
      expect(business?.url).toBe(`${BASE_URL}${urlPath}`);
      expect(business?.telephone).toMatch(/^\+9665\d{8}$/);
      expect((business?.address as JsonObject).addressCountry).toBe('SA');
      expect(business?.geo).toBeTypeOf('object');
      expect(business?.openingHoursSpecification).toBeInstanceOf(Array);
    }
  });

  it('the home FAQ carries FAQPage data with its eight questions', () => {
    for (const urlPath of ['/', '/en']) {
      const [faq] = ofType(jsonLdOf(headOf(readPage(urlPath))), 'FAQPage');
      const questions = faq?.mainEntity as JsonObject[];
      expect(questions, urlPath).toHaveLength(8);
      for (const question of questions) {
        expect(question['@type']).toBe('Question');
        expect(String(question.name).length).toBeGreaterThan(5);
        expect(String((question.acceptedAnswer as JsonObject).text).length).toBeGreaterThan(10);
      }
    }
  });
});

describe('manifest and icons', () => {
  it('the web app manifest has name, lang, dir and the 192/512 icons', () => {
    const manifest = JSON.parse(readFile('manifest.webmanifest')) as {
      name: string;
      lang: string;
      dir: string;
      start_url: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest.name).toContain('لمسة المدينة');
    expect(manifest.lang).toBe('ar');
    expect(manifest.dir).toBe('rtl');
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect(() => readFile(icon.src.slice(1)), icon.src).not.toThrow();
  });

  it('the icons and the link-preview image are PNGs of the announced sizes', () => {
    const sizes: Record<string, [number, number]> = {
      'icon-192.png': [192, 192],
      'icon-512.png': [512, 512],
      'icon-maskable-512.png': [512, 512],
      'apple-touch-icon.png': [180, 180],
      'og-image.png': [1200, 630],
    };
    for (const [name, [width, height]] of Object.entries(sizes)) {
      const png = readBytes(name);
      expect(png.subarray(1, 4).toString('latin1'), name).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], name).toEqual([width, height]);
    }
  });
});
