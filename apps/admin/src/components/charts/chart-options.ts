import type { ChartOptions } from 'chart.js';

/** Names longer than this many characters are shortened beside a bar. */
const LABEL_CHARACTERS = 20;
export const shortLabel = (label: string) =>
  label.length > LABEL_CHARACTERS ? `${label.slice(0, LABEL_CHARACTERS - 1).trimEnd()}…` : label;

/** The colours a chart is drawn with, read from the theme in use (light or dark). */
export interface ChartColours {
  text: string;
  grid: string;
  series: readonly string[];
  font: string;
}

export interface ChartLayout {
  rtl: boolean;
  /** Bars along the inline axis (long labels, such as districts or names, read best this way). */
  horizontal: boolean;
  /** More than one series: a legend says which colour is which. */
  legend: boolean;
  /** Values as the reader writes numbers ("1,250" and "1,250 ر.س"). */
  formatValue: (value: number) => string;
}

/**
 * Chart.js options for a page in either direction. Chart.js draws on a canvas and does not follow
 * the page's `dir`: in Arabic the category axis runs from the right (`reverse`), the value axis stands
 * on the right, and the legend and tooltips are laid out and written right to left (`rtl`,
 * `textDirection`), so a chart reads the same way as the table beside it.
 */
export function chartOptions<T extends 'bar' | 'line'>(colours: ChartColours, layout: ChartLayout): ChartOptions<T> {
  const rtl = layout.rtl;
  const textDirection = rtl ? 'rtl' : 'ltr';
  const font = { family: colours.font, size: 12 };
  const ticks = { color: colours.text, font };
  const valueTicks = {
    ...ticks,
    precision: 0,
    callback: (value: number | string) => layout.formatValue(Number(value)),
  };
  // Upright labels, as many as fit (a month of days shows every few): slanted dates are hard to read.
  const categoryTicks = {
    ...ticks,
    maxRotation: 0,
    autoSkipPadding: 12,
    // A long name beside a bar is cut short, not clipped at the canvas' edge (the table has it whole).
    callback(this: { getLabelForValue(value: number): string }, value: number | string) {
      return shortLabel(this.getLabelForValue(Number(value)));
    },
  };
  const categoryAxis = { reverse: rtl && !layout.horizontal, ticks: categoryTicks, grid: { display: false } };
  const valueAxis = {
    beginAtZero: true,
    reverse: rtl && layout.horizontal,
    position: (layout.horizontal ? 'bottom' : rtl ? 'right' : 'left') as 'bottom' | 'right' | 'left',
    ticks: valueTicks,
    grid: { color: colours.grid },
    border: { display: false },
  };
  const options: ChartOptions<'bar' | 'line'> = {
    indexAxis: layout.horizontal ? 'y' : 'x',
    maintainAspectRatio: false,
    animation: false,
    locale: rtl ? 'ar-SA-u-nu-latn' : 'en-GB',
    scales: {
      x: layout.horizontal ? valueAxis : categoryAxis,
      y: layout.horizontal ? { ...categoryAxis, position: rtl ? 'right' : 'left' } : valueAxis,
    },
    plugins: {
      legend: {
        display: layout.legend,
        rtl,
        textDirection,
        align: 'start',
        labels: { color: colours.text, font, boxWidth: 12 },
      },
      tooltip: {
        rtl,
        textDirection,
        callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${layout.formatValue(Number(item.raw))}` },
      },
    },
  };
  return options as ChartOptions<T>;
}
