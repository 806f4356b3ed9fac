import type { Heading, PageSeo, Stat } from '@/content/types';

export interface PortfolioContent {
  seo: PageSeo;
  hero: Heading & { subtitle: string };
  stats: Stat[];
  grid: Heading;
}
