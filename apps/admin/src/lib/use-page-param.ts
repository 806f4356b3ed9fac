import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { totalPages } from '@shared/constants';

/**
 * The current page of a paged list, kept in ?page= so reloads and the back button keep it; moved
 * back onto the last page when deletions leave the current one past the end.
 */
export function usePageParam(total: number | undefined, pageSize: number): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (prev) => {
          const copy = new URLSearchParams(prev);
          if (next <= 1) copy.delete('page');
          else copy.set('page', String(next));
          return copy;
        },
        { replace: false },
      ),
    [setParams],
  );
  useEffect(() => {
    if (total !== undefined && page > totalPages(total, pageSize)) setPage(totalPages(total, pageSize));
  }, [total, page, pageSize, setPage]);
  return [page, setPage];
}
