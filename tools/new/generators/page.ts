import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { englishLabel, pagePathOf, requireArabic } from '../names';
import { GeneratorError, type Plan } from '../plan';
import { appendTo, insertBefore, propertyNames, type Source } from '../source-edits';
import * as template from '../templates/page';
import { editOf, exists, readSource } from './read';

export interface PageOptions {
  path: string;
  ar?: string;
  en?: string;
}

const FILES = {
  paths: 'site/app/route-paths.ts',
  routes: 'site/app/routes.ts',
  footer: 'site/app/components/footer.tsx',
  arLocale: 'site/app/locales/ar.ts',
  enLocale: 'site/app/locales/en.ts',
};

/**
 * A new page of the site in both languages (docs/architecture.md, "A new page of the site"): its
 * path, its line in bilingualPages (its two routes), one module and its texts, its footer link with
 * the link's label in each locale, and a browser test of its own. The prerendered pages' checks
 * (site-pages.spec.ts) find its texts by its path.
 */
export async function pagePlan(root: string, options: PageOptions): Promise<Plan> {
  const page = pagePathOf(options.path);
  const t: template.PageTemplate = {
    page,
    title: { ar: requireArabic(options.ar, 'الضمان'), en: englishLabel(options.en, page) },
  };

  // The public paths as the site computes them (services, cities and all), from the file itself.
  // (A query of its own each time: a second run in one process reads the file as it is now.)
  const url = `${pathToFileURL(path.join(root, FILES.paths)).href}?read=${Date.now()}`;
  const paths = (await import(url)) as { PUBLIC_PATHS: string[] };
  if (paths.PUBLIC_PATHS.includes(page.path) || paths.PUBLIC_PATHS.includes(template.englishPath(t))) {
    throw new GeneratorError(`${page.path} is a page of the site already (${FILES.paths})`);
  }
  for (const taken of [`site/app/routes/${page.kebab}`, `site/app/texts/${page.kebab}`]) {
    if (exists(root, taken) || exists(root, `${taken}.ts`) || exists(root, `${taken}.tsx`)) {
      throw new GeneratorError(`${taken} exists already: choose another path`);
    }
  }
  for (const file of [FILES.arLocale, FILES.enLocale]) {
    const locale = readSource(root, file);
    const nav = locale.objectProperty(locale.object(file === FILES.arLocale ? 'ar' : 'en'), 'nav');
    if (!nav) return locale.fail('the nav texts');
    if (propertyNames(nav).includes(page.camel)) {
      throw new GeneratorError(`${file} has a link label nav.${page.camel} already: choose another path`);
    }
  }
  notFoundPage(readSource(root, FILES.routes));

  return {
    creates: [
      { file: `site/app/routes/${page.kebab}.tsx`, text: template.routeModule(t) },
      { file: `site/app/texts/${page.kebab}.ts`, text: template.textsFile(t) },
      { file: `tests/e2e/site-${page.kebab}.spec.ts`, text: template.browserTest(t) },
    ],
    edits: [
      editOf(FILES.paths, (s) => appendTo(s, s.array('BILINGUAL_PATHS'), template.pathEntry(t))),
      editOf(FILES.routes, (s) => insertBefore(s, notFoundPage(s), template.routeEntry(t))),
      editOf(FILES.footer, (s) => appendTo(s, s.array('QUICK_LINKS'), template.footerLink(t))),
      editOf(FILES.arLocale, (s) => appendTo(s, s.objectProperty(s.object('ar'), 'nav')!, template.navLabel(t, 'ar'))),
      editOf(FILES.enLocale, (s) => appendTo(s, s.objectProperty(s.object('en'), 'nav')!, template.navLabel(t, 'en'))),
    ],
    leftToEdit: [
      `site/app/texts/${page.kebab}.ts: the page's words in both languages (its description is what search engines show)`,
      `site/app/routes/${page.kebab}.tsx: the page's parts, if it needs more than sections of text`,
      `${FILES.footer}: its link stays in the footer's quick links, or moves to the menu (navbar.tsx)`,
      `tests/e2e/site-${page.kebab}.spec.ts: what the page must show`,
    ],
    tests: [
      `npm run build:site && npx vitest run --config tests/vitest.config.ts tests/seo/site-head.test.ts site/app/route-paths.test.ts`,
      `npx playwright test --config tests/playwright.config.ts site-${page.kebab}.spec.ts site-pages.spec.ts layout.spec.ts -g '${page.kebab}|complete document'`,
    ],
    regenerate: [],
  };
}

/**
 * `page('*', …)` in the array bilingualPages of routes.ts returns (the 404 page of each language): a
 * new page goes just before it, so that the catch-all stays last.
 */
function notFoundPage(source: Source): ts.Node {
  const last = source.functionNamed('bilingualPages').body!.statements.at(-1);
  const pages = last && ts.isReturnStatement(last) ? last.expression : undefined;
  if (!pages || !ts.isArrayLiteralExpression(pages)) return source.fail('the array bilingualPages returns');
  const catchAll = pages.elements.find(
    (e) =>
      ts.isCallExpression(e) &&
      ts.isIdentifier(e.expression) &&
      e.expression.text === 'page' &&
      e.arguments[0] !== undefined &&
      ts.isStringLiteralLike(e.arguments[0]) &&
      e.arguments[0].text === '*',
  );
  return catchAll ?? source.fail("page('*', …) in the array bilingualPages returns");
}
