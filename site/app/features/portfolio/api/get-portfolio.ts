import type { PublicPortfolioItem } from '@shared/schemas';
import { callApi, type ApiResult } from '@/lib/api';
import type { PageLanguage } from '@/route-paths';
import { PUBLIC_ROUTES } from '@shared/api/public-routes';

/** GET /backend/portfolio.php?lang=… ; a body that is not an array counts as an empty list. */
export async function getPortfolio(
  lang: PageLanguage,
  signal?: AbortSignal,
): Promise<ApiResult<PublicPortfolioItem[]>> {
  const result = await callApi<unknown>(`${PUBLIC_ROUTES.portfolioList.path}?lang=${lang}`, { lang, signal });
  return result.ok
    ? { ok: true, data: Array.isArray(result.data) ? (result.data as PublicPortfolioItem[]) : [] }
    : result;
}
