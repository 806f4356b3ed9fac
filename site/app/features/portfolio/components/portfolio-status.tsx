import type { PortfolioState } from '@/features/portfolio/api/use-portfolio';
import { useTranslation } from 'react-i18next';

/** Loading and error lines shared by the home gallery and the portfolio page. */
export function PortfolioStatus({ state }: { state: PortfolioState }) {
  const { t } = useTranslation();
  if (state.status === 'loading') {
    return (
      <p className="status-line" role="status" data-state="loading">
        <span className="spinner" aria-hidden="true" /> {t('gallery.loading')}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <p className="status-line status-error" role="alert" data-state="error">
        {t('gallery.error', { error: state.error })}
      </p>
    );
  }
  return null;
}

export function EmptyState() {
  const { t } = useTranslation();
  return (
    <p className="status-line" data-state="empty">
      {t('gallery.empty')}
    </p>
  );
}
