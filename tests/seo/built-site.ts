import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILT_ADDRESS_FILE, type BuiltAddress } from '@shared/site-build';

/**
 * Reads the prerendered public site (dist/site/client) as plain HTML, without running any of its
 * JavaScript: what a search engine or a link preview sees first.
 */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLIENT_DIR = path.join(ROOT, 'dist/site/client');
/** The origin the build wrote into its pages: its record beside the build (PUBLIC_BASE_URL when building). */
export const BASE_URL = existsSync(path.join(CLIENT_DIR, '..', BUILT_ADDRESS_FILE))
  ? (JSON.parse(readFileSync(path.join(CLIENT_DIR, '..', BUILT_ADDRESS_FILE), 'utf8')) as BuiltAddress).publicBaseUrl
  : (process.env.PUBLIC_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

const MISSING = 'The built site is missing: run npm run build:site first';

export function assertBuilt(): void {
  if (!existsSync(path.join(CLIENT_DIR, 'index.html'))) throw new Error(`${MISSING} (no ${CLIENT_DIR}/index.html).`);
}

/** Every HTML file of the build (pages and the two 404 documents): its path in the build and its text. */
export function readBuiltPages(): { where: string; urlPath: string; html: string }[] {
  assertBuilt();
  return readdirSync(CLIENT_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map((file) => {
      const where = path.relative(CLIENT_DIR, file);
      const urlPath = `/${where.split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '') || '/';
      return { where, urlPath, html: readFileSync(file, 'utf8') };
    });
}

/** The file the server sends for a path: /x → x/index.html. */
export function fileOf(urlPath: string): string {
  return path.join(CLIENT_DIR, urlPath === '/' ? 'index.html' : `${urlPath.replace(/^\//, '')}/index.html`);
}

export function readPage(urlPath: string): string {
  const file = fileOf(urlPath);
  if (!existsSync(file)) throw new Error(`${MISSING} (no prerendered page for ${urlPath}: ${file}).`);
  return readFileSync(file, 'utf8');
}

export function readFile(name: string): string {
  const file = path.join(CLIENT_DIR, name);
  if (!existsSync(file)) throw new Error(`${MISSING} (no ${file}).`);
  return readFileSync(file, 'utf8');
}

export function readBytes(name: string): Buffer {
  const file = path.join(CLIENT_DIR, name);
  if (!existsSync(file)) throw new Error(`${MISSING} (no ${file}).`);
  return readFileSync(file);
}

export function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

export function bodyOf(html: string): string {
  return html.slice(html.indexOf('<body'));
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
  '#x27': "'",
};

export function decode(text: string): string {
  return text.replace(/&(#?x?[0-9a-z]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole);
}

/** Visible text of an HTML fragment: tags removed, entities decoded, white space collapsed. */
export function textOf(fragment: string): string {
  return decode(
    fragment
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every non-nested element `<tag ...attrs matching marker...>…</tag>` with its attributes and inner HTML. */
export function elements(html: string, tag: string, marker: string): { attrs: string; inner: string }[] {
  const re = new RegExp(`<${tag}\\b([^>]*${marker}[^>]*)>([\\s\\S]*?)</${tag}>`, 'g');
  return [...html.matchAll(re)].map((m) => ({ attrs: m[1] ?? '', inner: m[2] ?? '' }));
}

export function attr(attrs: string, name: string): string | undefined {
  const m = new RegExp(`\\b${name}="([^"]*)"`).exec(attrs);
  return m?.[1] === undefined ? undefined : decode(m[1]);
}

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** Parses every <script type="application/ld+json"> of the page (throws if one is not valid JSON). */
export function jsonLdOf(html: string): JsonObject[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const parsed = JSON.parse(m[1] ?? '') as JsonObject | JsonObject[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

export function ofType(nodes: JsonObject[], type: string): JsonObject[] {
  return nodes.filter((node) => node['@type'] === type);
}

/** <link rel="alternate" hrefLang=… href=…> of a head, as hreflang → href. */
export function alternatesOf(head: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g))
    out[m[1] ?? ''] = decode(m[2] ?? '');
  return out;
}

export function metaContent(head: string, key: 'name' | 'property', value: string): string | undefined {
  const m = new RegExp(`<meta ${key}="${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"/>`).exec(head);
  return m?.[1] === undefined ? undefined : decode(m[1]);
}

export function linkHref(head: string, rel: string): string | undefined {
  const m = new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(head);
  return m?.[1] === undefined ? undefined : decode(m[1]);
}
