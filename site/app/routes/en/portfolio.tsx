import { siteOf } from '@/lib/company';
import { portfolioPageFrom } from '@/lib/published-content.server';
import { portfolioContent as texts } from '@/texts/portfolio/en';
import { portfolioContent } from '@/texts/with-published';
import { pageMeta } from '@/lib/seo';
import { PortfolioPage } from '@/pages/portfolio-page';
import type { Route } from './+types/portfolio';

export function loader({ context }: Route.LoaderArgs) {
  return portfolioPageFrom(context, 'en');
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ site: siteOf(matches), lang: 'en', path: '/en/portfolio', ...texts.seo });

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  return <PortfolioPage content={portfolioContent(texts, loaderData.figures)} items={loaderData.portfolio} />;
}
