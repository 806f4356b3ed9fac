import { Flex } from 'antd';
import { VISIT_PRIORITIES, VISIT_STATUSES } from '@shared/constants';
import { NativeSelect, SearchBox } from '@/components/native-fields';
import { ToggleGroup } from '@/components/toggle-group';
import { useKnownTeams } from '@/lib/visits/visits-api';
import { useTranslation } from 'react-i18next';
import { useVisitFilters } from '../use-visit-filters';

/** Week or list, and the filters both keep: search, status, priority, team — all in the URL. */
export function VisitFilters() {
  const { t } = useTranslation();
  const [filters, change] = useVisitFilters();
  const known = useKnownTeams();
  const teams = filters.team && !known.includes(filters.team) ? [filters.team, ...known] : known;
  return (
    <Flex vertical gap={12} style={{ marginBlockEnd: 16 }}>
      <ToggleGroup
        label={t('bookings.viewLabel')}
        value={filters.view}
        onChange={(view) => change({ view: view === 'week' ? undefined : view })}
        options={(['week', 'list'] as const).map((view) => ({ value: view, label: t(`bookings.views.${view}`) }))}
      />
      <Flex gap={8} wrap align="center" role="group" aria-label={t('bookings.filtersLabel')}>
        <SearchBox
          label={t('bookings.searchLabel')}
          placeholder={t('bookings.searchWords')}
          buttonLabel={t('common.search')}
          value={filters.q}
          onSearch={(q) => change({ q })}
          style={{ flex: '1 1 16rem' }}
        />
        <NativeSelect
          label={t('bookings.statusFilter')}
          anyLabel={t('common.anyOf', { what: t('bookings.statusFilter') })}
          value={filters.status}
          onChange={(status) => change({ status })}
          options={VISIT_STATUSES.map((s) => ({ value: s, label: t(`visits.statuses.${s}`) }))}
        />
        <NativeSelect
          label={t('bookings.priorityFilter')}
          anyLabel={t('common.anyOf', { what: t('bookings.priorityFilter') })}
          value={filters.priority}
          onChange={(priority) => change({ priority })}
          options={VISIT_PRIORITIES.map((p) => ({ value: p, label: t(`visits.priorities.${p}`) }))}
        />
        <NativeSelect
          label={t('bookings.teamFilter')}
          anyLabel={t('bookings.teamAny')}
          value={filters.team}
          onChange={(team) => change({ team })}
          options={teams.map((team) => ({ value: team, label: team }))}
        />
      </Flex>
    </Flex>
  );
}
