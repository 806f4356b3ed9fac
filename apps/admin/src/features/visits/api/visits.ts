import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE } from '@shared/constants';
import { addDays } from '@/lib/visits/saudi-week';
import { useVisits } from '@/lib/visits/visits-api';
import { callFilters, useVisitFilters, type VisitFilters } from '../use-visit-filters';

/** The week's visits under the filters, in the order of the day (as many as one call gives). */
export function useWeekVisits(filters: VisitFilters) {
  return useVisits({ ...callFilters(filters), from: filters.week, to: addDays(filters.week, 6), limit: MAX_PAGE_SIZE });
}

/** One page of every visit under the URL's filters (the list). */
export function useVisitPage(page: number) {
  const [filters] = useVisitFilters();
  return useVisits({ ...callFilters(filters), page, limit: ADMIN_PAGE_SIZE });
}
