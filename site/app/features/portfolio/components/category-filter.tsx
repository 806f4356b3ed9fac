import { CATEGORIES } from '@shared/constants';
import { useTranslation } from 'react-i18next';

/**
 * The filter over a list of work: all (the default) and the six services, as radio buttons that
 * look like chips. Choosing one hides the other categories' items by CSS alone (`.work` in
 * app.css), so it works before the scripts run and without them, and hydration leaves the visitor's
 * choice as it is (the radios are not controlled).
 */
export function CategoryFilter() {
  const { t } = useTranslation();
  return (
    <fieldset className="filter">
      <legend className="visually-hidden">{t('gallery.filterLabel')}</legend>
      {(['all', ...CATEGORIES] as const).map((option) => (
        <label key={option} className="chip">
          <input type="radio" name="work-filter" value={option} defaultChecked={option === 'all'} />
          {option === 'all' ? t('gallery.all') : t(`services.${option}`)}
        </label>
      ))}
    </fieldset>
  );
}
