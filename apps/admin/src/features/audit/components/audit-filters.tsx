import { CalendarOutlined, DownloadOutlined, SwapRightOutlined } from '@ant-design/icons';
import { Button, DatePicker, Flex, Select } from 'antd';
import dayjs from 'dayjs';
import { AUDIT_ACTIONS } from '@shared/constants';
import { ROUTES } from '@shared/api/routes';
import { useTranslation } from 'react-i18next';
import { usePeople } from '../api/get-people';
import { auditQuery, useAuditFilters } from '../use-audit-filters';
import { PICKER_DATE_FORMATS } from '@/lib/format';
import '../text';

/** Person, kind of action and dates — all in the URL. */
export function AuditFilters() {
  const { t } = useTranslation();
  const [filters, change] = useAuditFilters();
  const people = usePeople().data ?? [];
  const { RangePicker } = DatePicker;
  return (
    <Flex gap={8} wrap style={{ marginBlockEnd: 16 }}>
      <Select
        aria-label={t('audit.person')}
        placeholder={t('audit.allPeople')}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={filters.actor}
        onChange={(actor?: string) => change({ actor })}
        options={[
          ...people.map((p) => ({ value: String(p.id), label: p.name || p.email })),
          { value: 'visitor', label: t('audit.visitor') },
          { value: 'system', label: t('audit.system') },
        ]}
        style={{ flex: '1 1 12rem', minInlineSize: '10rem' }}
      />
      <Select
        aria-label={t('audit.action')}
        placeholder={t('audit.allActions')}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={filters.action}
        onChange={(action?: string) => change({ action })}
        options={AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`audit.actions.${a}`) }))}
        style={{ flex: '1 1 12rem', minInlineSize: '10rem' }}
      />
      <RangePicker
        aria-label={t('audit.dates')}
        placeholder={[t('common.dateFrom'), t('common.dateTo')]}
        value={[filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null]}
        allowEmpty={[true, true]}
        format={PICKER_DATE_FORMATS}
        // antd's own icons are named in English for screen readers ("calendar", "swap-right").
        suffixIcon={<CalendarOutlined aria-hidden />}
        separator={<SwapRightOutlined aria-hidden />}
        onChange={(range) => change({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })}
        style={{ flex: '0 1 16rem', minInlineSize: 0 }}
      />
      <Button onClick={() => change({ actor: undefined, action: undefined, from: undefined, to: undefined })}>
        {t('audit.clearFilters')}
      </Button>
    </Flex>
  );
}

/** Downloads the CSV of the current filtered view. */
export function AuditExportButton() {
  const { t } = useTranslation();
  const [filters] = useAuditFilters();
  const query = new URLSearchParams(auditQuery(filters)).toString();
  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      href={`${ROUTES.auditExport.path}${query ? `?${query}` : ''}`}
      download
      title={t('audit.exportHint')}
    >
      {t('audit.export')}
    </Button>
  );
}
