import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** What a tab shows before its figures arrive: a spinner, or why they did not. */
export function TabState({ query }: { query: Pick<UseQueryResult, 'isError'> }) {
  const { t } = useTranslation();
  return query.isError ? (
    <p className="text-danger" role="alert">
      {t('errors.loadReport')}
    </p>
  ) : (
    <p role="status" className="data-table-loading">
      <span className="page-spinner-ring" aria-hidden />
      {t('common.loading')}
    </p>
  );
}
