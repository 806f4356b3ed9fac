import type { IconName } from '@/components/icon';
import type { Heading, PageSeo, Stat } from '@/texts/types';

/** The portfolio page's own texts; its figures are published content (given by its loader). */
export interface PortfolioTexts {
  seo: PageSeo;
  hero: Heading & { subtitle: string };
  statIcons: IconName[];
  grid: Heading;
}

export interface PortfolioContent extends Omit<PortfolioTexts, 'statIcons'> {
  stats: Stat[];
}
