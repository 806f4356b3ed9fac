import type { Logger } from 'pino';
import type { Language } from '@shared/constants';
import type { PublicPortfolioItem } from '@shared/schemas/portfolio';
import type { Config } from '../config';
import type { PortfolioListCache } from '../portfolio/list-cache';
import type { ContentStore } from '../publishing/content-store';
import { SitePublisher } from '../publishing/site-publisher';

/**
 * The pages with the published content and the portfolio, rendered before the first request when
 * they are not the build's. The pages show the public gallery as its call answers it.
 */
export async function startPublisher(
  config: Config,
  content: ContentStore,
  portfolioList: PortfolioListCache,
  log: Logger,
): Promise<SitePublisher> {
  const publicPortfolio = async (lang: Language) =>
    JSON.parse((await portfolioList.get(lang)).body.toString()) as PublicPortfolioItem[];
  const publisher = new SitePublisher(config, content, log, async () => ({
    ar: await publicPortfolio('ar'),
    en: await publicPortfolio('en'),
  }));
  await publisher.showPublished();
  return publisher;
}
