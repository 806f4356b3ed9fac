import type { PublicPortfolioItem } from '../schemas/portfolio';
import { get, post, pub } from './route';

/**
 * The calls the public site makes, apart so that the site's pages carry only these (the whole table
 * is shared/api/routes.ts, which includes them).
 */
export const PUBLIC_ROUTES = {
  portfolioList: get<PublicPortfolioItem[]>(pub('portfolio.php'), [400]),
  contactSubmit: post<{ ok: true; id: number }>(pub('contact_submit.php'), [400, 403, 413, 429], { status: 201 }),
  health: get<{ ok: boolean; error?: string; sampleCompanyDetails?: true }>('/healthz', [503]),
} as const;
