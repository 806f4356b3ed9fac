import type { Visit } from '@shared/schemas';
import { UserText } from '@/components/user-text';
import { VisitPriorityTag, VisitStatusTag } from '@/components/visits/visit-tags';
import { useTranslation } from 'react-i18next';

/**
 * One visit on its day of the week: the time window, the customer, the service, the team and the
 * status; the whole block is one button that opens the visit (a finger's height on a phone).
 */
export function VisitBlock({ visit, open }: { visit: Visit; open(): void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={`visit-block visit-block-${visit.status}`} onClick={open}>
      <span className="visit-block-time">
        <bdi dir="ltr">{t('visit.window', { from: visit.from, to: visit.to })}</bdi>
      </span>
      <strong className="visit-block-name">
        <UserText>{visit.customer_name}</UserText>
      </strong>
      <span>{t(`categories.${visit.service_key}`)}</span>
      <span className="visit-block-team">
        <UserText>{visit.team}</UserText>
      </span>
      <span className="visit-block-tags">
        <VisitStatusTag status={visit.status} />
        <VisitPriorityTag priority={visit.priority} quiet />
      </span>
    </button>
  );
}
