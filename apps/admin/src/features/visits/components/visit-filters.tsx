import { Flex } from 'antd';
import { VISIT_PRIORITIES, VISIT_STATUSES } from '@shared/constants';
import { NativeSelect, SearchBox } from '@/components/native-fields';
import { ToggleGroup } from '@/components/toggle-group';
import { useKnownTeams } from '@/lib/visits/visits-api';
import { useTranslation } from 'react-i18next';
import { useVisitFilters } from '../use-visit-filters';
import '../text';

/** Week or list, and the filters both keep: search, status, priority, team — all in the URL. */
export function VisitFilters() {
  const { t } = useTranslation();
  const [filters, change] = useVisitFilters();
  const known = useKnownTeams();
  const teams = filters.team && !known.includes(filters.team) ? [filters.team, ...known] : known;
  return (
    <Flex vertical gap={12} style={{ marginBlockEnd: 16 }}>
      <ToggleGroup
        label={t('visits.viewLabel')}
        value={filters.view}
        onChange={(view) => change({ view: view === 'week' ? undefined : view })}
        options={(['week', 'list'] as const).map((view) => ({ value: view, label: t(`visits.views.${view}`) }))}
      />
      <Flex gap={8} wrap align="center" role="group" aria-label={t('visits.filtersLabel')}>
        <SearchBox
          label={t('visits.searchLabel')}
          placeholder={t('visits.searchWords')}
          buttonLabel={t('common.search')}
          value={filters.q}
          onSearch={(q) => change({ q })}
          style={{ flex: '1 1 16rem' }}
        />
        <NativeSelect
          label={t('visits.statusFilter')}
          anyLabel={t('common.anyOf', { what: t('visits.statusFilter') })}
          value={filters.status}
          onChange={(status) => change({ status })}
          options={VISIT_STATUSES.map((s) => ({ value: s, label: t(`visit.statuses.${s}`) }))}
        />
        <NativeSelect
          label={t('visits.priorityFilter')}
          anyLabel={t('common.anyOf', { what: t('visits.priorityFilter') })}
          value={filters.priority}
          onChange={(priority) => change({ priority })}
          options={VISIT_PRIORITIES.map((p) => ({ value: p, label: t(`visit.priorities.${p}`) }))}
        />
        <NativeSelect
          label={t('visits.teamFilter')}
          anyLabel={t('visits.teamAny')}
          value={filters.team}
          onChange={(team) => change({ team })}
          options={teams.map((team) => ({ value: team, label: team }))}
        />
      </Flex>
    </Flex>
  );
}
