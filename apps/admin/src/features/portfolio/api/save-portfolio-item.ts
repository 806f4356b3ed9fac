import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortfolioItem, PortfolioItemFields } from '@shared/schemas';
import { api } from '@/lib/api-client';
import { portfolioKey } from './get-portfolio';
import '../text';

/** Create (no id) or update (an id, through POST ?id=N&_method=PUT) a portfolio item. */
export async function savePortfolioItem(id: number | null, input: PortfolioItemFields): Promise<PortfolioItem> {
  const data =
    id === null
      ? await api.call('portfolioCreate', { body: input })
      : await api.call('portfolioUpdate', { query: { id }, body: input });
  return data.item;
}

export function useSavePortfolioItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: PortfolioItemFields }) => savePortfolioItem(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioKey }),
    meta: { operation: 'portfolio.errors.savePortfolio' },
  });
}
