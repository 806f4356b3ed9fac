import type { Category } from '@shared/constants';
import type { TFunction } from 'i18next';
import type { FigureChart } from '@/components/charts/figure-card';
import type { ChartSeries } from '@/components/charts/series-colours';
import { formatCompact, formatDay, formatNumber } from '@/lib/format';
import '../text';

/** A service key in the reader's language; no key: the message named no known service. */
export const serviceLabel = (t: TFunction, key: Category | null) =>
  key ? t(`categories.${key}`) : t('reports.noService');

/** An amount of riyals as the reader writes it ("1,250 ر.س", "SAR 1,250"). */
export const riyals = (t: TFunction, amount: number) => t('common.sar', { amount: formatNumber(amount) });

/**
 * A value per day: bars for a week or a month, a line for longer. An amount of money (`unit`) is
 * short on the axis ("2.5 ألف"), its unit the axis' title; the tooltip and the table have it whole.
 */
export const perDayChart = (
  days: readonly { date: string }[],
  series: ChartSeries[],
  formatValue: (value: number) => string,
  unit?: string,
): FigureChart => ({
  kind: days.length > 31 ? 'line' : 'bar',
  categories: days.map((d) => formatDay(d.date)),
  series,
  formatValue,
  formatTick: unit ? formatCompact : formatNumber,
  unit,
});

/** The day column of a per-day table ("Fri 20 Nov"). */
export const dayColumn = (t: TFunction) => ({
  key: 'day',
  title: t('reports.columns.day'),
  render: (d: { date: string }) => formatDay(d.date, { weekday: 'short', day: 'numeric', month: 'short' }),
});
