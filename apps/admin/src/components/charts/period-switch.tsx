import { REPORT_PERIODS, type ReportPeriod } from '@shared/schemas/reports';
import { ToggleGroup } from '@/components/toggle-group';
import { useTranslation } from 'react-i18next';

/** The reports' periods (week, month, quarter, year) as one row of toggles. */
export function PeriodSwitch({ value, onChange }: { value: ReportPeriod; onChange: (period: ReportPeriod) => void }) {
  const { t } = useTranslation();
  return (
    <ToggleGroup<ReportPeriod>
      label={t('report.period')}
      value={value}
      onChange={onChange}
      options={REPORT_PERIODS.map((period) => ({ value: period, label: t(`report.periods.${period}`) }))}
    />
  );
}
