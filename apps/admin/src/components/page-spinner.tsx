import { useTranslation } from 'react-i18next';

/**
 * Full-area spinner while a session check or a screen's code is loading. Plain markup and CSS
 * (styles.css), not antd's Spin: it shows before antd has loaded, on the sign-in path.
 */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="page-spinner-ring" aria-hidden />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}
