import { PageHero, Section, SectionHeading, StatGrid } from '@/components/blocks';
import { PortfolioGrid } from '@/features/portfolio/components/portfolio-grid';
import { siteOf } from '@/lib/company';
import { portfolioPageFrom } from '@/lib/published-content.server';
import { pageMeta } from '@/lib/seo';
import { languageOfPath } from '@/route-paths';
import { PORTFOLIO_TEXTS } from '@/texts/portfolio';
import { portfolioContent } from '@/texts/with-published';
import type { Route } from './+types/portfolio';

/**
 * /portfolio and /en/portfolio (routes.ts mounts this module twice). The loader gives the page its
 * language's texts with the published figures, and the work in that language; it runs when the page
 * is rendered and is left out of the browser's code.
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const path = url.pathname;
  const lang = languageOfPath(path);
  const { figures, portfolio } = portfolioPageFrom(context, lang);
  return { lang, path, content: portfolioContent(PORTFOLIO_TEXTS[lang], figures), items: portfolio };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({ site: siteOf(matches), lang: loaderData.lang, path: loaderData.path, ...loaderData.content.seo })
    : [];

export default function Portfolio({ loaderData: { content, items } }: Route.ComponentProps) {
  const { hero, stats, grid } = content;
  return (
    <>
      <PageHero title={hero.title} eyebrow={hero.subtitle} intro={hero.intro}>
        <StatGrid stats={stats} />
      </PageHero>
      <Section labelId="grid-title">
        <SectionHeading id="grid-title" title={grid.title} intro={grid.intro} />
        <PortfolioGrid items={items} />
      </Section>
    </>
  );
}
