import type { Names } from '../names';

/**
 * The text of what `npm run new -- page` writes: one route module for both languages and its texts
 * (as routes/privacy.tsx), and its browser test (docs/architecture.md, "A new page of the site").
 */
export interface PageTemplate {
  page: Names & { path: string };
  title: { ar: string; en: string };
}

const str = (text: string) => JSON.stringify(text);
/** `WARRANTY_TEXTS`, as every page's texts are named (`PRIVACY_TEXTS`). */
export const textsConstant = ({ page }: PageTemplate) => `${page.kebab.toUpperCase().replaceAll('-', '_')}_TEXTS`;
const textsType = ({ page }: PageTemplate) => `${page.pascal}Texts`;
/** The path as routes.ts mounts it below each language's layout (no leading slash). */
export const routePath = ({ page }: PageTemplate) => page.path.slice(1);
export const englishPath = ({ page }: PageTemplate) => `/en${page.path}`;

const COMPANY = { ar: 'لمسة المدينة للخدمات المنزلية', en: 'Lamsat Al-Madinah Home Services' };
const words = ({ title }: PageTemplate) => ({
  ar: {
    seo: {
      title: `${title.ar} | ${COMPANY.ar}`,
      description: `${title.ar}: صفحة من ${COMPANY.ar} في المدينة المنورة. اكتب هنا في جملتين ما يجده الزائر فيها.`,
    },
    hero: { title: title.ar, intro: 'جملة تقول للزائر ما في هذه الصفحة.' },
    section: { title: 'القسم الأول', paragraph: 'نص القسم الأول من الصفحة.' },
  },
  en: {
    seo: {
      title: `${title.en} | ${COMPANY.en}`,
      description: `${title.en}: a page of ${COMPANY.en} in Medina. Say here in two sentences what a visitor finds on it.`,
    },
    hero: { title: title.en, intro: 'One sentence that tells the visitor what this page holds.' },
    section: { title: 'The first section', paragraph: 'The text of the first section of the page.' },
  },
});

/** site/app/texts/<page>.ts: the page's words in both languages. */
export function textsFile(t: PageTemplate): string {
  const w = words(t);
  const language = (l: 'ar' | 'en') => `  ${l}: {
    seo: {
      title: ${str(w[l].seo.title)},
      description: ${str(w[l].seo.description)},
    },
    hero: {
      title: ${str(w[l].hero.title)},
      intro: ${str(w[l].hero.intro)},
    },
    sections: [
      {
        title: ${str(w[l].section.title)},
        paragraphs: [${str(w[l].section.paragraph)}],
      },
    ],
  },`;
  return `import type { Language } from '@shared/constants';
import type { Heading, PageSeo } from './types';

export interface ${textsType(t)} {
  seo: PageSeo;
  hero: Heading;
  sections: { title: string; paragraphs: string[] }[];
}

/**
 * The ${t.title.en} page's words (written by npm run new: write the page). Both languages in one
 * file: the page's loader picks one at build time, so a visitor's page carries only its own.
 */
export const ${textsConstant(t)}: Record<Language, ${textsType(t)}> = {
${language('ar')}
${language('en')}
};
`;
}

/** site/app/routes/<page>.tsx: one module mounted at /<path> and /en/<path>. */
export function routeModule(t: PageTemplate): string {
  return `import { siteOf } from '@/lib/company';
import { PageHero } from '@/components/blocks';
import { ${textsConstant(t)} } from '@/texts/${t.page.kebab}';
import { pageMeta } from '@/lib/seo';
import { languageOfPath } from '@/route-paths';
import type { Route } from './+types/${t.page.kebab}';

/**
 * The ${t.title.en} page, one module for both languages (routes.ts mounts it at ${t.page.path} and
 * ${englishPath(t)}). The loader runs when the page is prerendered and is left out of the browser's
 * code: each language's page carries its own text only.
 */
export function loader({ url }: Route.LoaderArgs) {
  const path = url.pathname;
  return { lang: languageOfPath(path), path, content: ${textsConstant(t)}[languageOfPath(path)] };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({ site: siteOf(matches), lang: loaderData.lang, path: loaderData.path, ...loaderData.content.seo })
    : [];

export default function ${t.page.pascal}({ loaderData: { content } }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={content.hero.title} intro={content.hero.intro} />
      <div className="section">
        <div className="container prose">
          {content.sections.map((section) => (
            <section key={section.title}>
              <h2>{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
`;
}

/** Its line in bilingualPages (site/app/routes.ts), which mounts it under each language's layout. */
export const routeEntry = (t: PageTemplate) => `    page('${routePath(t)}', '${t.page.kebab}'),`;

/** Its path in BILINGUAL_PATHS (site/app/route-paths.ts). */
export const pathEntry = (t: PageTemplate) => `  '${t.page.path}'`;

/** Its link in the footer's QUICK_LINKS, and the link's label in each locale's nav. */
export const footerLink = (t: PageTemplate) => `  { key: '${t.page.camel}', path: '${t.page.path}' }`;
export const navLabel = (t: PageTemplate, lang: 'ar' | 'en') => `    ${t.page.camel}: ${str(t.title[lang])}`;

/** tests/e2e/site-<page>.spec.ts: each language's page opens from the footer and shows its own words. */
export function browserTest(t: PageTemplate): string {
  const w = words(t);
  return `import { expect, test } from './fixtures';

// Written by npm run new: add what the page must show. The layout checks (layout.spec.ts), the
// prerendered pages' checks (site-pages.spec.ts) and axe (site-a11y.spec.ts) take it by themselves.
const LANGUAGES = [
  { home: '/', path: ${str(t.page.path)}, title: ${str(w.ar.hero.title)}, other: ${str(w.en.hero.title)} },
  { home: '/en', path: ${str(englishPath(t))}, title: ${str(w.en.hero.title)}, other: ${str(w.ar.hero.title)} },
] as const;

for (const { home, path, title, other } of LANGUAGES) {
  test(\`\${path} opens from the footer on a phone, with its title in its own language\`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(home);
    const link = page.locator('footer.footer').getByRole('link', { name: title, exact: true });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(new RegExp(\`\${path}$\`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeInViewport();
    await expect(page.locator('main')).not.toContainText(other);
    expect(await page.title()).toContain(title);
  });
}
`;
}
