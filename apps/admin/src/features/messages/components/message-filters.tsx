import { DownloadOutlined, FilterOutlined } from '@ant-design/icons';
import { Button, Flex, Grid } from 'antd';
import { useId, useState } from 'react';
import {
  CATEGORIES,
  CONTACT_FOLDERS,
  CONTACT_SORTS,
  MESSAGE_STATUSES,
  URGENCIES,
  type MessageStatus,
} from '@shared/constants';
import type { ContactStats } from '@shared/schemas';
import { FilterTabs } from '@/components/filter-tabs';
import { ToggleGroup } from '@/components/toggle-group';
import { LazyDateField } from '@/components/lazy-date-field';
import { NativeSelect, SearchBox } from '@/components/native-fields';
import { ROUTES } from '@shared/api/routes';
import { useTranslation } from 'react-i18next';
import { filtersToQuery, useMessageFilters } from '../use-message-filters';
import '../text';

/**
 * Folder, status tabs with their counts, search, service, urgency, dates and order — all in the URL.
 * On a phone the filters past the search fold behind a button that says how many are set, so the
 * first screen shows messages.
 */
export function MessageFilters({ stats }: { stats: ContactStats | undefined }) {
  const { t } = useTranslation();
  const [filters, change] = useMessageFilters();
  const phone = !Grid.useBreakpoint().sm;
  const [unfolded, setUnfolded] = useState(false);
  const moreId = useId();
  const setCount = [filters.service, filters.urgency, filters.from, filters.to, filters.sort !== 'newest'].filter(
    Boolean,
  ).length;
  const showMore = !phone || unfolded;
  const count = (status: MessageStatus) => (stats ? ` (${stats.byStatus[status]})` : '');
  const all = stats ? ` (${Object.values(stats.byStatus).reduce((a, b) => a + b, 0)})` : '';
  const any = (label: string) => t('common.anyOf', { what: label });

  return (
    <Flex vertical gap={12} style={{ marginBlockEnd: 16 }}>
      <ToggleGroup
        label={t('messages.foldersLabel')}
        value={filters.folder}
        onChange={(folder) => change({ folder: folder === 'inbox' ? undefined : folder, status: undefined })}
        options={CONTACT_FOLDERS.map((folder) => ({ value: folder, label: t(`messages.folders.${folder}`) }))}
      />
      {filters.folder === 'inbox' ? (
        <FilterTabs
          label={t('messages.statusTabsLabel')}
          value={filters.status ?? 'all'}
          onChange={(key) => change({ status: key === 'all' ? undefined : key })}
          items={[
            { key: 'all', label: `${t('messages.allStatuses')}${all}` },
            ...MESSAGE_STATUSES.map((status) => ({
              key: status,
              label: `${t(`message.statuses.${status}`)}${count(status)}`,
            })),
          ]}
        />
      ) : null}
      <Flex gap={8} wrap>
        <SearchBox
          label={t('messages.searchLabel')}
          placeholder={t('messages.searchPlaceholder')}
          buttonLabel={t('common.search')}
          value={filters.q}
          onSearch={(q) => change({ q })}
          style={{ flex: '1 1 18rem' }}
        />
        {phone ? (
          <Button
            icon={<FilterOutlined aria-hidden />}
            aria-expanded={unfolded}
            aria-controls={moreId}
            onClick={() => setUnfolded(!unfolded)}
          >
            {setCount > 0 ? t('messages.moreFiltersSet', { count: setCount }) : t('messages.moreFilters')}
          </Button>
        ) : null}
      </Flex>
      <Flex gap={8} wrap id={moreId} style={showMore ? undefined : { display: 'none' }}>
        <NativeSelect
          label={t('messages.serviceFilter')}
          anyLabel={any(t('messages.serviceFilter'))}
          value={filters.service}
          onChange={(service) => change({ service })}
          options={CATEGORIES.map((key) => ({ value: key, label: t(`categories.${key}`) }))}
          style={{ flex: '0 1 auto', maxInlineSize: '100%' }}
        />
        <NativeSelect
          label={t('messages.urgencyFilter')}
          anyLabel={any(t('messages.urgencyFilter'))}
          value={filters.urgency}
          onChange={(urgency) => change({ urgency })}
          options={URGENCIES.map((u) => ({ value: u, label: t(`message.urgencies.${u}`) }))}
          style={{ flex: '0 1 auto', maxInlineSize: '100%' }}
        />
        <Flex
          gap={8}
          wrap
          role="group"
          aria-label={t('messages.dateRange')}
          style={{ flex: '0 1 auto', minInlineSize: 0 }}
        >
          <LazyDateField
            label={t('common.dateFrom')}
            value={filters.from}
            onChange={(from) => change({ from })}
            style={{ flex: '1 1 auto' }}
          />
          <LazyDateField
            label={t('common.dateTo')}
            value={filters.to}
            onChange={(to) => change({ to })}
            style={{ flex: '1 1 auto' }}
          />
        </Flex>
        <NativeSelect
          label={t('messages.sort')}
          value={filters.sort}
          onChange={(sort) => change({ sort: sort === 'newest' ? undefined : sort })}
          options={CONTACT_SORTS.map((s) => ({ value: s, label: t(`messages.sorts.${s}`) }))}
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
          {t('messages.clearFilters')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** Downloads the CSV of the current filtered view (the browser saves it; nothing is held in memory). */
export function ExportButton() {
  const { t } = useTranslation();
  const [filters] = useMessageFilters();
  const query = new URLSearchParams(filtersToQuery(filters)).toString();
  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      href={`${ROUTES.contactsExport.path}${query ? `?${query}` : ''}`}
      download
      title={t('messages.exportHint')}
    >
      {t('messages.export')}
    </Button>
  );
}
