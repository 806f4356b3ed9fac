import { useEffect, useState } from 'react';
import type { PublicPortfolioItem } from '@shared/schemas';
import { getPortfolio } from '@/features/portfolio/api/get-portfolio';
import type { PageLanguage } from '@/route-paths';

export type PortfolioState =
  { status: 'loading' } | { status: 'error'; error: string } | { status: 'loaded'; items: PublicPortfolioItem[] };

/** Loads the gallery on the client; reloads when the language changes. */
export function usePortfolio(lang: PageLanguage): PortfolioState {
  const [state, setState] = useState<PortfolioState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getPortfolio(lang, controller.signal).then(
      (result) =>
        setState(result.ok ? { status: 'loaded', items: result.data } : { status: 'error', error: result.error }),
      () => undefined, // aborted: the language changed or the page went away
    );
    return () => controller.abort();
  }, [lang]);
  return state;
}
