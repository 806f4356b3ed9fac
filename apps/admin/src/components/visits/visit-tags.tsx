import type { VisitPriority, VisitStatus } from '@shared/constants';
import { Tag } from '@/components/tag';
import { useTranslation } from 'react-i18next';
import './visits.css';

/** A visit's status in the reader's language, its colour readable in light and dark (visits.css). */
export function VisitStatusTag({ status }: { status: VisitStatus }) {
  const { t } = useTranslation();
  return <Tag className={`visit-tag visit-status-${status}`}>{t(`visit.statuses.${status}`)}</Tag>;
}

/** High and urgent stand out; normal says nothing worth a tag on a busy week. */
export function VisitPriorityTag({ priority, quiet = false }: { priority: VisitPriority; quiet?: boolean }) {
  const { t } = useTranslation();
  if (quiet && priority === 'normal') return null;
  return <Tag className={`visit-tag visit-priority-${priority}`}>{t(`visit.priorities.${priority}`)}</Tag>;
}
