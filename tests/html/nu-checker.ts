import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { CLIENT_DIR, ROOT } from '../seo/built-site';

/**
 * The W3C Nu HTML Checker (the checker behind validator.w3.org, from the vnu-jar package) over the
 * files a visitor receives: every HTML file of the built site and the admin's index.html (one Java
 * process for all pages; it checks their <style> elements and style attributes as CSS too), and the
 * CSS files both ship (a second process with --css: vnu 26.9's --also-check-css, which would do both
 * in one, reports every line of an HTML file one too low).
 */
export const ADMIN_DIR = path.join(ROOT, 'dist/admin');

/** The vnu-jar package's main export is the path of vnu.jar. */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/** One message of vnu's JSON output (https://github.com/validator/validator/wiki/Output-»-JSON). */
export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(extension))
    .map((name) => path.join(dir, name))
    .sort();
}

/** Every built page and style sheet; throws when a build is missing. */
export function builtFiles(): { pages: string[]; styleSheets: string[] } {
  const adminIndex = path.join(ADMIN_DIR, 'index.html');
  if (!existsSync(adminIndex))
    throw new Error(`The admin build is missing: run npm run build:admin first (no ${adminIndex}).`);
  return {
    pages: [...filesUnder(CLIENT_DIR, '.html'), adminIndex],
    styleSheets: [...filesUnder(CLIENT_DIR, '.css'), ...filesUnder(path.join(ADMIN_DIR, 'assets'), '.css')],
  };
}

/** All messages about the pages and the style sheets (the two checks run side by side). */
export async function checkBuiltFiles({ pages, styleSheets }: ReturnType<typeof builtFiles>): Promise<NuMessage[]> {
  const [pageMessages, cssMessages] = await Promise.all([
    runNu(pages),
    styleSheets.length > 0 ? runNu(styleSheets, ['--css']) : [],
  ]);
  return [...pageMessages, ...cssMessages];
}

async function runNu(files: string[], options: string[] = []): Promise<NuMessage[]> {
  const args = ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...options, ...files];
  try {
    const { stdout } = await promisify(execFile)('java', args, { maxBuffer: 64 * 1024 * 1024 });
    return (JSON.parse(stdout) as { messages: NuMessage[] }).messages;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(
        'No Java runtime: the Nu HTML checker needs Java 11 or later (Debian: apt-get install -y default-jre-headless).',
        { cause: error },
      );
    throw error;
  }
}

/** `error` (also with subType `fatal`) and `non-document-error` (a file vnu could not read). */
export const isError = (m: NuMessage) => m.type !== 'info';
/** Plain `info` messages are notes, not warnings (vnu prints them as "info:", warnings as "info warning:"). */
export const isWarning = (m: NuMessage) => m.type === 'info' && m.subType === 'warning';

/** `dist/site/client/about/index.html:1:24900: message «extract»` */
export function describeMessage(m: NuMessage): string {
  const file = m.url ? path.relative(ROOT, new URL(m.url).pathname) : '(no file)';
  const line = m.firstLine ?? m.lastLine ?? '?';
  const column = m.firstColumn ?? m.lastColumn ?? '?';
  const extract = m.extract ? ` «${m.extract.replace(/\s+/g, ' ').trim()}»` : '';
  return `${file}:${line}:${column}: ${m.message}${extract}`;
}
