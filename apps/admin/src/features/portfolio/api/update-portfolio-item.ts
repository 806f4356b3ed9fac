import type { PortfolioItem, PortfolioItemFields } from '@shared/schemas';
import { API_PATHS, api } from '@/lib/api-client';

/** Update through POST ?id=N&_method=PUT, as SPEC.md §7 calls it. */
export async function updatePortfolioItem(id: number, input: PortfolioItemFields): Promise<PortfolioItem> {
  const { data } = await api.post<{ item: PortfolioItem }>(API_PATHS.portfolio, input, {
    params: { id, _method: 'PUT' },
  });
  return data.item;
}
