import { portfolioContent as content } from '@/content/portfolio/ar';
import { pageMeta } from '@/lib/seo';
import { PortfolioPage } from '@/pages/portfolio-page';

export const meta = () => pageMeta({ lang: 'ar', path: '/portfolio', ...content.seo });

export default function Portfolio() {
  return <PortfolioPage content={content} />;
}
