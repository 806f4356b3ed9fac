import type { PublicPortfolioItem } from '@shared/schemas';
import type { PageLanguage } from '@/route-paths';

/** GET /backend/portfolio.php?lang=… ; a body that is not an array counts as an empty list (SPEC.md §7). */
export async function getPortfolio(lang: PageLanguage, signal?: AbortSignal): Promise<PublicPortfolioItem[]> {
  const response = await fetch(`/backend/portfolio.php?lang=${lang}`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body: unknown = await response.json();
  return Array.isArray(body) ? (body as PublicPortfolioItem[]) : [];
}
