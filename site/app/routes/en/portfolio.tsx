import { portfolioContent as content } from '@/content/portfolio/en';
import { pageMeta } from '@/lib/seo';
import { PortfolioPage } from '@/pages/portfolio-page';

export const meta = () => pageMeta({ lang: 'en', path: '/en/portfolio', ...content.seo });

export default function Portfolio() {
  return <PortfolioPage content={content} />;
}
