import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import Piscina from 'piscina';
import type { Logger } from 'pino';
import type { LivePageInputs } from '@shared/booking-pages';
import type { SiteContent } from '@shared/content/sections';
import { SHIPPED_CONTENT } from '@shared/content/shipped';
import { NO_PORTFOLIO, PORTFOLIO_PAGES, type PortfolioLists } from '@shared/portfolio-pages';
import { BUILT_ADDRESS_FILE, type BuiltAddress } from '@shared/site-build';
import type { Config } from '../config';
import { loadPagePolicies, type PagePolicies } from '../security/page-policies';
import { writeCspManifest } from '../site/csp-manifest';
import { precompressFiles } from '../site/precompress';
import { startScriptsAfterPaint } from '../site/scripts-after-paint';
import type { ContentStore } from './content-store';

/** A folder of pages to serve before the build's own, with the CSP of each of its pages. */
export interface SiteRoot {
  dir: string;
  policies: PagePolicies;
}

interface Rendered {
  url: string;
  status: number;
  /** Its Content-Type as React Router answered it (a page's `.data` is not HTML). */
  type: string | null;
  body: string;
}

/** What the build prerendered and the publisher renders again: pages, their data, the resource routes. */
const RENDERED_FILE = /(\.html|\.data|^sitemap\.xml|^robots\.txt|^manifest\.webmanifest)$/;

/** The page a built file belongs to: about/index.html and about.data → /about, _.data → /. */
function pageOfBuiltFile(file: string): string {
  const url = urlOfBuiltFile(file).replace(/\.data$/, '');
  return url === '/_' ? '/' : url;
}

/** The URL that renders a built file: about/index.html → /about, en/404.html → /en/404, about.data as is. */
export function urlOfBuiltFile(file: string): string {
  const name = file.split(path.sep).join('/');
  if (name === 'index.html') return '/';
  if (name.endsWith('/index.html')) return `/${name.slice(0, -'/index.html'.length)}`;
  if (name.endsWith('.html')) return `/${name.slice(0, -'.html'.length)}`;
  return `/${name}`;
}

/** The address the build made its pages for (its record beside the build), null when it has none. */
function builtAddress(siteDir: string): string | null {
  const file = path.resolve(siteDir, '..', BUILT_ADDRESS_FILE);
  if (!existsSync(file)) return null;
  return (JSON.parse(readFileSync(file, 'utf8')) as BuiltAddress).publicBaseUrl;
}

/** What the pages served show: the published content (its version) and the portfolio. */
interface Shown {
  version: number;
  root: SiteRoot | null;
  content: SiteContent;
  portfolio: PortfolioLists;
}

/**
 * Serves the published content and the portfolio: after a publish (here or on another instance) it
 * renders every page of the build again with the content, and after a change of the portfolio the
 * pages that show it, in a worker thread with React Router's handler over the site's server build,
 * into a folder of its own under DATA_DIR/site, with the build's finishing steps (scripts after the
 * first paint, each page's CSP, compressed copies). Only when the whole folder is written does it
 * become the one served (pages it does not hold come from the build): a visitor gets all old pages
 * or all new ones. The build's own pages show the shipped content and no portfolio, on the address
 * PUBLIC_BASE_URL gave when building: a server running with another renders every page on its own
 * (at start too, and for the preview), so every absolute URL the site shows is the running one.
 */
export class SitePublisher {
  private shown: Shown = { version: 0, root: null, content: SHIPPED_CONTENT, portfolio: NO_PORTFOLIO };
  private queue: Promise<unknown> = Promise.resolve();
  private readonly changeListeners: (() => void)[] = [];
  private pool: Piscina | null = null;
  private readonly serverBuild: string;
  private readonly outDir: string;
  /** Whether the build's pages carry this server's address (PUBLIC_BASE_URL), so they can be served as they are. */
  private readonly builtForThisAddress: boolean;

  constructor(
    private readonly config: Config,
    private readonly store: ContentStore,
    private readonly log: Logger,
    /** The public gallery as the site shows it, read afresh (the pages carry it). */
    private readonly portfolio: () => Promise<PortfolioLists> = () => Promise.resolve(NO_PORTFOLIO),
  ) {
    this.serverBuild = path.resolve(config.siteDir, '..', 'server', 'index.js');
    // A folder per process: instances that share DATA_DIR never remove each other's pages.
    this.outDir = path.join(config.dataDir, 'site', String(process.pid));
    this.builtForThisAddress = builtAddress(config.siteDir) === config.publicBaseUrl;
  }

  /** The published pages' folder, when they are not the build's. */
  root(): SiteRoot | null {
    return this.shown.root;
  }

  /** The content the pages served show. */
  content(): SiteContent {
    return this.shown.content;
  }

  /** Called after the pages served have changed (the response cache forgets what it kept). */
  onChange(listener: () => void): void {
    this.changeListeners.push(listener);
  }

  /**
   * Serves the newest published content and the portfolio, rendering the pages first when they
   * are not the build's (at start, and when another instance has published). Calls run one after
   * another.
   */
  showPublished(): Promise<number> {
    return this.serialized(async () => {
      const site = await this.store.published();
      if (site.version <= this.shown.version) return this.shown.version;
      const portfolio = await this.portfolio();
      this.show({
        version: site.version,
        content: site.content,
        portfolio,
        root: await this.render(site.content, portfolio),
      });
      return site.version;
    });
  }

  /**
   * Renders the pages that show the portfolio again when it has changed (here or on another
   * instance) and serves them. Resolves once the new pages are served.
   */
  showPortfolio(): Promise<void> {
    return this.serialized(async () => {
      const portfolio = await this.portfolio();
      if (isDeepStrictEqual(portfolio, this.shown.portfolio)) return;
      this.show({ ...this.shown, portfolio, root: await this.render(this.shown.content, portfolio) });
    });
  }

  /**
   * Renders the pages with the `changed` sections over the published content and only then lets
   * `commit` publish them (new versions in the database; it returns the newest); the new pages are
   * served once both succeed. A failed rendering publishes nothing. The published content is read
   * in turn, so two publishes of different sections never render over each other's.
   */
  publish(changed: Partial<SiteContent>, commit: () => Promise<number>): Promise<number> {
    return this.serialized(async () => {
      const content = { ...(await this.store.published()).content, ...changed };
      const portfolio = await this.portfolio();
      const root = await this.render(content, portfolio);
      const version = await commit();
      this.show({ version, root, content, portfolio });
      return version;
    });
  }

  /**
   * Starts the rendering thread and loads the site's code in it ahead of a publish (the office has
   * just saved a draft), so the publish itself only renders.
   */
  warm(): void {
    if (!existsSync(this.serverBuild)) return;
    this.run([], SHIPPED_CONTENT, NO_PORTFOLIO).catch((err: unknown) =>
      this.log.warn({ err }, 'the page renderer could not start'),
    );
  }

  /** The site's pages (their URLs), as the build has them: what a preview can show. */
  pages(): string[] {
    return this.builtFiles()
      .filter((file) => file.endsWith('.html') && !/(^|\/)404\.html$/.test(file))
      .map(urlOfBuiltFile)
      .sort();
  }

  /** One page rendered with `content` (the drafts over the published content), not written or served. */
  async preview(content: SiteContent, url: string): Promise<string> {
    this.requireServerBuild();
    const [page] = await this.run([url], content, this.shown.portfolio);
    if (page?.status !== 200) throw new Error(`${url} rendered with status ${page?.status}`);
    return page.body;
  }

  /**
   * One page rendered on request with what it shows (`live`: a booking page's free windows or
   * booking) over the published content, in the same rendering thread; not written or served.
   */
  async renderLive(url: string, live: LivePageInputs): Promise<Rendered> {
    this.requireServerBuild();
    const [page] = await this.run([url], this.shown.content, this.shown.portfolio, undefined, live);
    return page!;
  }

  async close(): Promise<void> {
    await this.queue.catch(() => undefined);
    await this.pool?.destroy();
  }

  /** Renders the URLs in the rendering thread, on this server's address. */
  private async run(
    urls: string[],
    content: SiteContent,
    portfolio: PortfolioLists,
    publishedAt?: string,
    live?: LivePageInputs,
  ): Promise<Rendered[]> {
    const task = { serverBuild: this.serverBuild, urls, content, portfolio, publishedAt, live };
    return (await this.renderer().run({ ...task, publicBaseUrl: this.config.publicBaseUrl })) as Rendered[];
  }

  /** One rendering thread, started when first needed and ended after ten idle minutes. */
  private renderer(): Piscina {
    this.pool ??= new Piscina({
      filename: new URL('./render-worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 10 * 60_000,
    });
    return this.pool;
  }

  private show(shown: Shown): void {
    const previous = this.shown.root;
    this.shown = shown;
    for (const listener of this.changeListeners) listener();
    void this.removeOldRenderings(previous?.dir, shown.root?.dir);
  }

  private serialized<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Renders into a new folder what differs from the build's pages: every page when the content is
   * not the shipped one or the build's pages are on another address, else the pages that show the
   * portfolio when it is not empty; null when nothing differs. Throws with the reason on any failure.
   */
  private async render(content: SiteContent, portfolio: PortfolioLists): Promise<SiteRoot | null> {
    const shipped = isDeepStrictEqual(content, SHIPPED_CONTENT);
    // Only the gallery's pages can differ from the build's: the same content, on the same address.
    const onlyGallery = shipped && this.builtForThisAddress;
    if (onlyGallery && isDeepStrictEqual(portfolio, NO_PORTFOLIO)) return null;
    // A server without the site (the API alone) has no pages to show the portfolio in.
    if (shipped && !existsSync(this.serverBuild)) return null;
    this.requireServerBuild();
    const started = performance.now();
    const files = this.builtFiles().filter((file) => !onlyGallery || PORTFOLIO_PAGES.includes(pageOfBuiltFile(file)));
    const rendered = await this.run(files.map(urlOfBuiltFile), content, portfolio, new Date().toISOString());
    const dir = path.join(
      this.outDir,
      `${Date.now()}-${createHash('sha256')
        .update(JSON.stringify([content, portfolio, this.config.publicBaseUrl]))
        .digest('hex')
        .slice(0, 12)}`,
    );
    const written: string[] = [];
    for (const [index, file] of files.entries()) {
      const page = rendered[index]!;
      const notFoundPage = /(^|\/)404\.(html|data)$/.test(file);
      if (page.status !== 200 && !(notFoundPage && page.status === 404)) {
        throw new Error(`${page.url} rendered with status ${page.status}`);
      }
      const target = path.join(dir, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file.endsWith('.html') ? startScriptsAfterPaint(page.body) : page.body);
      written.push(target);
    }
    writeCspManifest(dir);
    await precompressFiles([...written, path.join(dir, 'csp-headers.json')]);
    const ms = Math.round(performance.now() - started);
    if (this.builtForThisAddress) {
      this.log.info({ pages: files.length, ms }, 'site pages rendered with the published content and portfolio');
    } else {
      const { publicBaseUrl } = this.config;
      this.log.info(
        { pages: files.length, ms, publicBaseUrl },
        'site pages rendered for PUBLIC_BASE_URL, the build made them for another address',
      );
    }
    return { dir, policies: loadPagePolicies(dir) };
  }

  private requireServerBuild(): void {
    if (!existsSync(this.serverBuild)) {
      throw new Error(`The site's server build is missing (${this.serverBuild}): run npm run build:site`);
    }
  }

  /** The files of the build that are rendered: pages, their data, the resource routes (relative paths). */
  private builtFiles(): string[] {
    if (!existsSync(this.config.siteDir)) return [];
    return readdirSync(this.config.siteDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && RENDERED_FILE.test(entry.name) && !entry.name.startsWith('__'))
      .map((entry) => path.relative(this.config.siteDir, path.join(entry.parentPath, entry.name)));
  }

  /**
   * Keeps the folder served and the one before (a request may still be reading it) and removes the
   * rest, and the folders of processes that have ended.
   */
  private async removeOldRenderings(previous: string | undefined, current: string | undefined): Promise<void> {
    const keep = new Set([previous, current].filter(Boolean).map((dir) => path.basename(dir!)));
    for (const name of await readdir(this.outDir).catch(() => [] as string[])) {
      if (!keep.has(name)) await rm(path.join(this.outDir, name), { recursive: true, force: true });
    }
    const parent = path.dirname(this.outDir);
    for (const name of await readdir(parent).catch(() => [] as string[])) {
      if (/^\d+$/.test(name) && Number(name) !== process.pid && !processAlive(Number(name))) {
        await rm(path.join(parent, name), { recursive: true, force: true });
      }
    }
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
