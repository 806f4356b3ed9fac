import { companyOf } from '@/lib/company';
import { portfolioContent as content } from '@/content/portfolio/ar';
import { pageMeta } from '@/lib/seo';
import { PortfolioPage } from '@/pages/portfolio-page';
import type { Route } from './+types/portfolio';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ company: companyOf(matches), lang: 'ar', path: '/portfolio', ...content.seo });

export default function Portfolio() {
  return <PortfolioPage content={content} />;
}
