import { DownloadOutlined, FilterOutlined } from '@ant-design/icons';
import { Button, Flex, Grid } from 'antd';
import { useId, useState } from 'react';
import {
  CATEGORIES,
  CONTACT_FOLDERS,
  CONTACT_SORTS,
  LEAD_STATUSES,
  URGENCIES,
  type LeadStatus,
} from '@shared/constants';
import type { ContactStats } from '@shared/schemas';
import { FilterTabs } from '@/components/filter-tabs';
import { ToggleGroup } from '@/components/toggle-group';
import { LazyDateField } from '@/components/lazy-date-field';
import { NativeSelect, SearchBox } from '@/components/native-fields';
import { ROUTES } from '@shared/api/routes';
import { useTranslation } from 'react-i18next';
import { filtersToQuery, useLeadFilters } from '../use-lead-filters';

/**
 * Folder, status tabs with their counts, search, service, urgency, dates and order — all in the URL.
 * On a phone the filters past the search fold behind a button that says how many are set, so the
 * first screen shows messages.
 */
export function LeadFilters({ stats }: { stats: ContactStats | undefined }) {
  const { t } = useTranslation();
  const [filters, change] = useLeadFilters();
  const phone = !Grid.useBreakpoint().sm;
  const [unfolded, setUnfolded] = useState(false);
  const moreId = useId();
  const setCount = [filters.service, filters.urgency, filters.from, filters.to, filters.sort !== 'newest'].filter(
    Boolean,
  ).length;
  const showMore = !phone || unfolded;
  const count = (status: LeadStatus) => (stats ? ` (${stats.byStatus[status]})` : '');
  const all = stats ? ` (${Object.values(stats.byStatus).reduce((a, b) => a + b, 0)})` : '';
  const any = (label: string) => t('common.anyOf', { what: label });

  return (
    <Flex vertical gap={12} style={{ marginBlockEnd: 16 }}>
      <ToggleGroup
        label={t('leads.foldersLabel')}
        value={filters.folder}
        onChange={(folder) => change({ folder: folder === 'inbox' ? undefined : folder, status: undefined })}
        options={CONTACT_FOLDERS.map((folder) => ({ value: folder, label: t(`leads.folders.${folder}`) }))}
      />
      {filters.folder === 'inbox' ? (
        <FilterTabs
          label={t('leads.statusTabsLabel')}
          value={filters.status ?? 'all'}
          onChange={(key) => change({ status: key === 'all' ? undefined : key })}
          items={[
            { key: 'all', label: `${t('leads.allStatuses')}${all}` },
            ...LEAD_STATUSES.map((status) => ({
              key: status,
              label: `${t(`leads.statuses.${status}`)}${count(status)}`,
            })),
          ]}
        />
      ) : null}
      <Flex gap={8} wrap>
        <SearchBox
          label={t('leads.searchLabel')}
          placeholder={t('leads.searchPlaceholder')}
          buttonLabel={t('common.search')}
          value={filters.q}
          onSearch={(q) => change({ q })}
          style={{ flex: '1 1 18rem' }}
        />
        {phone ? (
          <Button
            icon={<FilterOutlined />}
            aria-expanded={unfolded}
            aria-controls={moreId}
            onClick={() => setUnfolded(!unfolded)}
          >
            {setCount > 0 ? t('leads.moreFiltersSet', { count: setCount }) : t('leads.moreFilters')}
          </Button>
        ) : null}
      </Flex>
      <Flex gap={8} wrap id={moreId} style={showMore ? undefined : { display: 'none' }}>
        <NativeSelect
          label={t('leads.serviceFilter')}
          anyLabel={any(t('leads.serviceFilter'))}
          value={filters.service}
          onChange={(service) => change({ service })}
          options={CATEGORIES.map((key) => ({ value: key, label: t(`categories.${key}`) }))}
          style={{ flex: '0 1 auto', maxInlineSize: '100%' }}
        />
        <NativeSelect
          label={t('leads.urgencyFilter')}
          anyLabel={any(t('leads.urgencyFilter'))}
          value={filters.urgency}
          onChange={(urgency) => change({ urgency })}
          options={URGENCIES.map((u) => ({ value: u, label: t(`urgency.${u}`) }))}
          style={{ flex: '0 1 auto', maxInlineSize: '100%' }}
        />
        <Flex
          gap={8}
          wrap
          role="group"
          aria-label={t('leads.dateRange')}
          style={{ flex: '0 1 auto', minInlineSize: 0 }}
        >
          <LazyDateField
            label={t('leads.dateFrom')}
            value={filters.from}
            onChange={(from) => change({ from })}
            style={{ flex: '1 1 auto' }}
          />
          <LazyDateField
            label={t('leads.dateTo')}
            value={filters.to}
            onChange={(to) => change({ to })}
            style={{ flex: '1 1 auto' }}
          />
        </Flex>
        <NativeSelect
          label={t('leads.sort')}
          value={filters.sort}
          onChange={(sort) => change({ sort: sort === 'newest' ? undefined : sort })}
          options={CONTACT_SORTS.map((s) => ({ value: s, label: t(`leads.sorts.${s}`) }))}
          style={{ flex: '0 1 auto', maxInlineSize: '100%' }}
        />
        <Button
          onClick={() =>
            change({
              q: undefined,
              status: undefined,
              service: undefined,
              urgency: undefined,
              from: undefined,
              to: undefined,
              sort: undefined,
            })
          }
        >
          {t('leads.clearFilters')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** Downloads the CSV of the current filtered view (the browser saves it; nothing is held in memory). */
export function ExportButton() {
  const { t } = useTranslation();
  const [filters] = useLeadFilters();
  const query = new URLSearchParams(filtersToQuery(filters)).toString();
  return (
    <Button
      icon={<DownloadOutlined />}
      href={`${ROUTES.contactsExport.path}${query ? `?${query}` : ''}`}
      download
      title={t('leads.exportHint')}
    >
      {t('leads.export')}
    </Button>
  );
}
