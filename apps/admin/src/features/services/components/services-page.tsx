import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { CATEGORIES, type Category } from '@shared/constants';
import { startingPrices } from '@shared/content/cities';
import { REPORT_PERIODS, type ReportPeriod, type ServiceFigures } from '@shared/schemas/reports';
import { FigureCard } from '@/components/charts/figure-card';
import { PageTitle } from '@/components/page-title';
import { PeriodSwitch } from '@/components/charts/period-switch';
import { formatNumber } from '@/lib/format';
import { useReport } from '@/lib/report-query';
import { contentQuery } from '@/lib/site-content-query';
import { useQueryChange } from '@/lib/use-query-change';
import { useTranslation } from 'react-i18next';
import '../text';

type Row = ServiceFigures & { service_key: Category; starting_price: number | undefined };

/**
 * The six services with the office's real figures for a period (messages, visits, completed ones,
 * revenue, average quoted price) beside the starting price the public site shows for Medina.
 */
export function ServicesPage() {
  const { t } = useTranslation();
  const [params, change] = useQueryChange();
  const asked = params.get('period') as ReportPeriod;
  const period = REPORT_PERIODS.includes(asked) ? asked : 'year';
  const report = useReport(period, 'services');
  const cities = useQuery({ ...contentQuery('cities'), meta: { silent: true } }).data?.published;
  const prices = cities ? startingPrices(cities.medina) : {};
  const figures = new Map(report.data?.by_service.map((row) => [row.service_key, row]));
  const rows: Row[] = CATEGORIES.map((key) => ({
    messages: 0,
    visits: 0,
    completed_visits: 0,
    revenue: 0,
    average_price: null,
    ...figures.get(key),
    service_key: key,
    starting_price: prices[key],
  }));
  const count = (value: number) => formatNumber(value);
  const sar = (value: number | null | undefined) =>
    value == null ? '—' : t('common.sar', { amount: formatNumber(Math.round(value)) });
  const empty = report.isError ? (
    <span className="text-danger" role="alert">
      {t('errors.loadReport')}
    </span>
  ) : (
    t('common.loading')
  );
  return (
    <>
      <PageTitle title={t('services.title')} />
      <div className="period-row">
        <PeriodSwitch value={period} onChange={(next) => change({ period: next })} />
        <Typography.Text type="secondary">{t('services.pricesNote')}</Typography.Text>
      </div>
      <FigureCard<Row>
        title={t('services.figures')}
        chart={
          report.data
            ? {
                kind: 'bars',
                categories: rows.map((row) => t(`categories.${row.service_key}`)),
                series: [
                  { name: t('report.totals.messages'), values: rows.map((row) => row.messages) },
                  { name: t('report.totals.visits'), values: rows.map((row) => row.visits) },
                  { name: t('report.totals.completed'), values: rows.map((row) => row.completed_visits) },
                ],
                formatValue: count,
              }
            : undefined
        }
        rows={report.data ? rows : []}
        minWidth={760}
        columns={[
          {
            key: 'service',
            title: t('report.service'),
            render: (row) => <strong>{t(`categories.${row.service_key}`)}</strong>,
          },
          { key: 'from', title: t('services.startingPrice'), render: (row) => sar(row.starting_price) },
          { key: 'messages', title: t('report.totals.messages'), render: (row) => count(row.messages) },
          { key: 'visits', title: t('report.totals.visits'), render: (row) => count(row.visits) },
          { key: 'completed', title: t('report.totals.completed'), render: (row) => count(row.completed_visits) },
          { key: 'revenue', title: t('report.totals.revenue'), render: (row) => sar(row.revenue) },
          { key: 'average', title: t('services.averageQuote'), render: (row) => sar(row.average_price) },
        ]}
        empty={empty}
      />
    </>
  );
}
