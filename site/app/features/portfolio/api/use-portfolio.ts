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
      (items) => setState({ status: 'loaded', items }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [lang]);
  return state;
}
