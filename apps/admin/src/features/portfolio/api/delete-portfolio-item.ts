import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { portfolioKey } from './get-portfolio';
import '../text';

/** Delete through POST ?id=N&_method=DELETE. */
export async function deletePortfolioItem(id: number): Promise<void> {
  await api.call('portfolioDelete', { query: { id } });
}

/** Deletes one item; the list is reloaded either way (another person may have deleted it). */
export function useDeletePortfolioItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePortfolioItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: portfolioKey }),
    meta: { operation: 'portfolio.errors.deletePortfolio' },
  });
}
