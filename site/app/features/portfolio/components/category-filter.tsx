import { CATEGORIES, type Category } from '@shared/constants';
import { useTranslation } from 'react-i18next';

export type CategoryFilterValue = Category | 'all';

/** Filter buttons: all (default) plus the six categories; the chosen one is aria-pressed. */
export function CategoryFilter({
  value,
  onChange,
}: {
  value: CategoryFilterValue;
  onChange: (value: CategoryFilterValue) => void;
}) {
  const { t } = useTranslation();
  const options: CategoryFilterValue[] = ['all', ...CATEGORIES];
  return (
    <div className="filter" role="group" aria-label={t('gallery.filterLabel')}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className="chip"
          aria-pressed={value === option}
          data-category={option}
          onClick={() => onChange(option)}
        >
          {option === 'all' ? t('gallery.all') : t(`services.${option}`)}
        </button>
      ))}
    </div>
  );
}
