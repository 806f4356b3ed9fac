import type { ChartOptions } from 'chart.js';

/** The colours a chart is drawn with, read from the theme in use (light or dark). */
export interface ChartColours {
  text: string;
  grid: string;
  series: readonly string[];
  font: string;
}

export interface ChartLayout {
  rtl: boolean;
  /** More than one series: a legend says which colour is which. */
  legend: boolean;
  /** A value as the reader writes it ("1,250 ر.س", "SAR 1,250"), in the tooltip. */
  formatValue: (value: number) => string;
  /** A value in few characters for the axis ("2.5 ألف", "2.5k"); the axis' title names the unit. */
  formatTick: (value: number) => string;
  /** What the values count when it is not plain numbers ("ر.س", "SAR"), the value axis' title. */
  unit?: string;
}

/**
 * Chart.js options for a value per day (components/charts/chart.tsx), in either direction. Chart.js
 * draws on a canvas and does not follow the page's `dir`: in Arabic the days run from the right
 * (`reverse`), the value axis stands on the right, and the legend and tooltips are laid out and
 * written right to left (`rtl`, `textDirection`), so a chart reads the same way as the table beside
 * it. Labels never run into each other: days are skipped with room between those shown (the table
 * has every day), and the amounts on the axis are short, their unit said once in the axis' title.
 */
export function chartOptions<T extends 'bar' | 'line'>(colours: ChartColours, layout: ChartLayout): ChartOptions<T> {
  const rtl = layout.rtl;
  const textDirection = rtl ? 'rtl' : 'ltr';
  const font = { family: colours.font, size: 12 };
  const ticks = { color: colours.text, font };
  const options: ChartOptions<'bar' | 'line'> = {
    maintainAspectRatio: false,
    animation: false,
    locale: rtl ? 'ar-SA-u-nu-latn' : 'en-GB',
    scales: {
      // Upright days, as many as fit: slanted dates are hard to read.
      x: { reverse: rtl, ticks: { ...ticks, maxRotation: 0, autoSkipPadding: 12 }, grid: { display: false } },
      y: {
        beginAtZero: true,
        position: rtl ? 'right' : 'left',
        ticks: { ...ticks, precision: 0, autoSkipPadding: 8, callback: (value) => layout.formatTick(Number(value)) },
        title: { display: layout.unit !== undefined, text: layout.unit ?? '', color: colours.text, font },
        grid: { color: colours.grid },
        border: { display: false },
      },
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
