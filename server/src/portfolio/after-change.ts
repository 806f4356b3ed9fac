import type { Logger } from 'pino';
import type { Models } from '../db/models';
import type { EventHub } from '../events/event-hub';
import type { SitePublisher } from '../publishing/site-publisher';
import type { ResponseCache } from '../static/response-cache';
import type { UploadStorage } from '../uploads/storage';
import { deleteVariants } from '../uploads/variants';
import type { PortfolioListCache } from './list-cache';

/** Called after any change of the portfolio, with the images of the items that went. */
export type PortfolioChanged = (goneImages: readonly string[]) => Promise<void>;

export interface PortfolioShownBy {
  models: Models;
  uploads: UploadStorage;
  /** The public gallery's list, cached per language. */
  portfolioList: PortfolioListCache;
  /** The site's pages, which carry the gallery in their HTML. */
  publisher: SitePublisher;
  /** Whole public GET answers, kept for a second. */
  responses: ResponseCache;
  events: EventHub;
  log: Logger;
}

/**
 * What follows a change of the portfolio made here (the admin's portfolio calls, the demo's
 * removal): the images no item shows lose their variants, the gallery and the pages show the
 * change before the call answers, and the other instances hear of it.
 */
export function afterPortfolioChange({
  models,
  uploads,
  portfolioList,
  publisher,
  responses,
  events,
  log,
}: PortfolioShownBy): PortfolioChanged {
  return async (goneImages) => {
    // An image no item shows any more loses its variants (they exist only for the pages).
    for (const image of new Set(goneImages)) {
      if ((await models.PortfolioItemModel.count({ where: { image } })) === 0) await deleteVariants(uploads, image);
    }
    portfolioList.invalidate();
    // The save answers once the site's pages show it (they carry the gallery in their HTML).
    await publisher.showPortfolio().catch((err: unknown) => log.error({ err }, 'rendering the portfolio pages failed'));
    responses.invalidate();
    await events.record('portfolio.changed', {});
  };
}
