import type { ReactNode } from 'react';
import { CategoryFilter } from '@/features/portfolio/components/category-filter';
import { useTranslation } from 'react-i18next';

/**
 * A list of work under its category filter, with the line shown when the chosen category has no
 * work (by CSS, like the filtering itself) or when there is no work at all.
 */
export function FilteredWork({
  className,
  listClassName,
  count,
  children,
}: {
  className: string;
  listClassName: string;
  count: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const empty = (hidden: boolean) => (
    <p className="status-line work-empty" data-state="empty" hidden={hidden}>
      {t('gallery.empty')}
    </p>
  );
  return (
    <div className={`work ${className}`}>
      <CategoryFilter />
      {count > 0 ? <ul className={`work-list ${listClassName}`}>{children}</ul> : null}
      {empty(count > 0)}
    </div>
  );
}
