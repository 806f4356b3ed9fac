import type { PortfolioItem, PortfolioItemFields } from '@shared/schemas';
import { API_PATHS, api } from '@/lib/api-client';

export async function createPortfolioItem(input: PortfolioItemFields): Promise<PortfolioItem> {
  const { data } = await api.post<{ item: PortfolioItem }>(API_PATHS.portfolio, input);
  return data.item;
}
