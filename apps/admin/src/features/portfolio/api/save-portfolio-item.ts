import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortfolioItem, PortfolioItemFields } from '@shared/schemas';
import { API_PATHS, api } from '@/lib/api-client';
import { portfolioKey } from './get-portfolio';

/** Create (no id) or update (an id, through POST ?id=N&_method=PUT) a portfolio item. */
export async function savePortfolioItem(id: number | null, input: PortfolioItemFields): Promise<PortfolioItem> {
  const data = await api.post<{ item: PortfolioItem }>(
    API_PATHS.portfolio,
    input,
    id === null ? undefined : { id, _method: 'PUT' },
  );
  return data.item;
}

export function useSavePortfolioItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: PortfolioItemFields }) => savePortfolioItem(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioKey }),
    meta: { operation: 'savePortfolio' },
  });
}
