import type { Visit } from '@shared/schemas';
import { longDay } from '@/lib/visits/saudi-week';
import { currentLanguage } from '@/lib/i18n';
import { useTranslation } from 'react-i18next';
import './visits.css';

/** The team's other visits a new window overlaps: who, which day, when (asked before saving anyway). */
export function ClashList({ clashes }: { clashes: Visit[] }) {
  const { t } = useTranslation();
  return (
    <div data-testid="visit-clashes">
      <p>{t('visit.overlapText')}</p>
      <ul className="visit-clashes">
        {clashes.map((clash) => (
          <li key={clash.id}>
            <bdi>{clash.customer_name}</bdi> · <bdi>{clash.team}</bdi> · {longDay(clash.date, currentLanguage())}{' '}
            <bdi dir="ltr">{t('visit.window', { from: clash.from, to: clash.to })}</bdi>
          </li>
        ))}
      </ul>
      <p>{t('visit.overlapQuestion')}</p>
    </div>
  );
}
