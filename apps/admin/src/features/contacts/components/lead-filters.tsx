import { DownloadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Flex, Input, Segmented, Select, Tabs } from 'antd';
import dayjs from 'dayjs';
import { CONTACT_FOLDERS, CONTACT_SORTS, LEAD_STATUSES, URGENCIES, type LeadStatus } from '@shared/constants';
import type { ContactStats } from '@shared/schemas';
import { API_PATHS } from '@/lib/api-client';
import { useTranslation } from 'react-i18next';
import { filtersToQuery, useLeadFilters } from '../use-lead-filters';

/** Folder, status tabs with their counts, search, service, urgency, dates and order — all in the URL. */
export function LeadFilters({ stats }: { stats: ContactStats | undefined }) {
  const { t } = useTranslation();
  const [filters, change] = useLeadFilters();
  const count = (status: LeadStatus) => (stats ? ` (${stats.byStatus[status]})` : '');
  const all = stats ? ` (${Object.values(stats.byStatus).reduce((a, b) => a + b, 0)})` : '';
  const services = stats?.byService.filter((s) => s.service) ?? [];
  const { RangePicker } = DatePicker;

  return (
    <Flex vertical gap={12} style={{ marginBlockEnd: 16 }}>
      <Segmented
        aria-label={t('leads.foldersLabel')}
        value={filters.folder}
        onChange={(folder) => change({ folder: folder === 'inbox' ? undefined : folder, status: undefined })}
        options={CONTACT_FOLDERS.map((folder) => ({ value: folder, label: t(`leads.folders.${folder}`) }))}
      />
      {filters.folder === 'inbox' ? (
        <Tabs
          aria-label={t('leads.statusTabsLabel')}
          activeKey={filters.status ?? 'all'}
          onChange={(key) => change({ status: key === 'all' ? undefined : key })}
          items={[
            { key: 'all', label: `${t('leads.allStatuses')}${all}` },
            ...LEAD_STATUSES.map((status) => ({
              key: status,
              label: `${t(`leads.statuses.${status}`)}${count(status)}`,
            })),
          ]}
          style={{ marginBlockEnd: -8 }}
        />
      ) : null}
      <Flex gap={8} wrap>
        <Input.Search
          key={filters.q}
          defaultValue={filters.q}
          placeholder={t('leads.searchPlaceholder')}
          aria-label={t('leads.searchLabel')}
          allowClear
          enterButton
          onSearch={(q) => change({ q: q.trim() || undefined })}
          style={{ flex: '1 1 18rem', minInlineSize: 0 }}
        />
        <Select
          aria-label={t('leads.serviceFilter')}
          placeholder={t('leads.serviceFilter')}
          allowClear
          value={filters.service}
          onChange={(service?: string) => change({ service })}
          options={services.map((s) => ({ value: s.service, label: s.service }))}
          style={{ flex: '0 1 11rem', minInlineSize: '9rem' }}
        />
        <Select
          aria-label={t('leads.urgencyFilter')}
          placeholder={t('leads.urgencyFilter')}
          allowClear
          value={filters.urgency}
          onChange={(urgency?: string) => change({ urgency })}
          options={URGENCIES.map((u) => ({ value: u, label: t(`urgency.${u}`) }))}
          style={{ flex: '0 1 9rem', minInlineSize: '8rem' }}
        />
        <RangePicker
          aria-label={t('leads.dateRange')}
          placeholder={[t('leads.dateFrom'), t('leads.dateTo')]}
          value={[filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null]}
          allowEmpty={[true, true]}
          onChange={(range) => change({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })}
          style={{ flex: '0 1 16rem', minInlineSize: 0 }}
        />
        <Select
          aria-label={t('leads.sort')}
          value={filters.sort}
          onChange={(sort: string) => change({ sort: sort === 'newest' ? undefined : sort })}
          options={CONTACT_SORTS.map((s) => ({ value: s, label: t(`leads.sorts.${s}`) }))}
          style={{ flex: '0 1 10rem', minInlineSize: '9rem' }}
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
      href={`${API_PATHS.contactsExport}${query ? `?${query}` : ''}`}
      download
      title={t('leads.exportHint')}
    >
      {t('leads.export')}
    </Button>
  );
}
