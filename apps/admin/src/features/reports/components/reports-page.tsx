import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import { REPORT_TABS, type ReportPeriod, type ReportTab } from '@shared/schemas/reports';
import { PageTitle } from '@/components/page-title';
import { PanelTabs } from '@/components/panel-tabs';
import { PeriodSwitch } from '@/components/charts/period-switch';
import { formatDay, formatNumber } from '@/lib/format';
import { reportExportHref, useReport } from '@/lib/report-query';
import { useTranslation } from 'react-i18next';
import { useReportParams } from '../use-report-params';
import { CustomersTab } from './customers-tab';
import { FinancialTab } from './financial-tab';
import { OverviewTab } from './overview-tab';
import { PerformanceTab } from './performance-tab';
import { ServicesTab } from './services-tab';
import '../text';

const TAB_CONTENT: Record<ReportTab, (props: { period: ReportPeriod }) => ReactNode> = {
  overview: OverviewTab,
  services: ServicesTab,
  financial: FinancialTab,
  clients: CustomersTab,
  performance: PerformanceTab,
};

/** Which days the report covers, from its answer: "من 29 أكتوبر 2026 إلى 27 نوفمبر 2026". */
function RangeLine({ period, tab }: { period: ReportPeriod; tab: ReportTab }) {
  const { t } = useTranslation();
  const range = useReport(period, tab).data?.range;
  const long = { day: 'numeric', month: 'long', year: 'numeric' } as const;
  return (
    <Typography.Text type="secondary" aria-live="polite">
      {range ? t('reports.range', { from: formatDay(range.from, long), to: formatDay(range.to, long) }) : '\u00a0'}
    </Typography.Text>
  );
}

/** While the figures count the demo's rows (SEED_DEMO), a note says so: they are not the office's. */
function DemoRowsNote({ period, tab }: { period: ReportPeriod; tab: ReportTab }) {
  const { t } = useTranslation();
  const demoRows = useReport(period, tab).data?.demo_rows ?? 0;
  if (demoRows === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="demo-rows-note"
      style={{ marginBlockStart: 12 }}
      title={t('reports.demoRows', { n: formatNumber(demoRows) })}
    />
  );
}

/**
 * The office's reports from its own messages and visits, in Saudi days: a period (the last 7, 30,
 * 90 or 365 days), five tabs of figures with charts and tables, and each tab's CSV. Both in the URL.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const [{ period, tab }, change] = useReportParams();
  return (
    <>
      <PageTitle
        title={t('reports.title')}
        extra={
          <Button
            icon={<DownloadOutlined aria-hidden />}
            href={reportExportHref(period, tab)}
            download
            title={t('reports.exportHint')}
          >
            {t('reports.export')}
          </Button>
        }
      />
      <div className="period-row">
        <PeriodSwitch value={period} onChange={(next) => change({ period: next })} />
        <RangeLine period={period} tab={tab} />
      </div>
      <DemoRowsNote period={period} tab={tab} />
      <PanelTabs<ReportTab>
        id="report"
        label={t('reports.title')}
        value={tab}
        onChange={(next) => change({ tab: next })}
        tabs={REPORT_TABS.map((key) => {
          const Content = TAB_CONTENT[key];
          return { key, label: t(`reports.tabs.${key}`), render: () => <Content period={period} /> };
        })}
      />
    </>
  );
}
