import { siteOf } from '@/lib/company';
import { PageHero } from '@/components/blocks';
import { PRIVACY_TEXTS } from '@/texts/privacy';
import { pageMeta } from '@/lib/seo';
import { languageOfPath } from '@/route-paths';
import type { Route } from './+types/privacy';

/**
 * One module for both languages (routes.ts mounts it at /privacy and /en/privacy). The loader runs
 * when the page is prerendered and is left out of the browser's code: each language's page carries
 * its own text only, in its HTML and in the data React Router hydrates it with.
 */
export function loader({ url }: Route.LoaderArgs) {
  const path = url.pathname;
  return { lang: languageOfPath(path), path, content: PRIVACY_TEXTS[languageOfPath(path)] };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({ site: siteOf(matches), lang: loaderData.lang, path: loaderData.path, ...loaderData.content.seo })
    : [];

export default function Privacy({ loaderData: { content } }: Route.ComponentProps) {
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
