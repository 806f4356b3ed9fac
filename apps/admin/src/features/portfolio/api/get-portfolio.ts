import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import type { Paged, PortfolioItem } from '@shared/schemas';
import { api } from '@/lib/api-client';

export async function getPortfolio(page: number, limit = ADMIN_PAGE_SIZE): Promise<Paged<PortfolioItem>> {
  const data = await api.call('portfolio', { query: { page, limit } });
  return { items: Array.isArray(data?.items) ? data.items : [], total: Number(data?.total) || 0 };
}

/** Covers every page of the list: what a save or delete makes stale. */
export const portfolioKey = ['portfolio'] as const;

/** One page of portfolio items, newest first; the previous page stays shown while the next loads. */
export function usePortfolioItems(page: number) {
  return useQuery({
    queryKey: [...portfolioKey, page],
    queryFn: () => getPortfolio(page),
    placeholderData: keepPreviousData,
    meta: { operation: 'loadPortfolio' },
  });
}
