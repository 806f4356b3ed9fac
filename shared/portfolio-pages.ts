import type { Language } from './constants';
import type { PublicPortfolioItem } from './schemas/portfolio';

/** The public gallery in each language, as the site's pages show it (newest first). */
export type PortfolioLists = Record<Language, PublicPortfolioItem[]>;

export const NO_PORTFOLIO: PortfolioLists = { ar: [], en: [] };

/**
 * The site's pages that carry the portfolio in their HTML (the home gallery and the portfolio page,
 * in both languages), so that it shows and filters before the scripts run and without them. The
 * server renders these pages again whenever the portfolio changes.
 */
export const PORTFOLIO_PAGES: readonly string[] = ['/', '/en', '/portfolio', '/en/portfolio'];
