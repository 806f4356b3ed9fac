import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { theme } from 'antd';
import { Bar, Line } from 'react-chartjs-2';
import { usePrefersDark } from '@/lib/color-scheme';
import { directionOf, useLanguage } from '@/lib/i18n';
import { chartOptions, type ChartColours } from './chart-options';
import './chart.css';

// Only the parts these charts draw: Chart.js is tree-shaken by what is registered.
ChartJS.register(BarElement, CategoryScale, Legend, LinearScale, LineElement, PointElement, Tooltip);

/** Series colours that keep 3:1 against the card in each theme (WCAG 1.4.11), the first the primary. */
const SERIES = {
  light: ['#0f766e', '#b45309', '#4338ca', '#be185d', '#15803d', '#475569'],
  dark: ['#2bb3a3', '#f59e0b', '#a5b4fc', '#f472b6', '#4ade80', '#cbd5e1'],
} as const;

export interface ChartSeries {
  name: string;
  values: readonly number[];
}

interface ChartProps {
  kind: 'bar' | 'line';
  /** What the chart shows, said to screen readers (the table beside it has the figures). */
  title: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
  horizontal?: boolean;
  formatValue: (value: number) => string;
}

/**
 * A bar or line chart in the page's direction and theme (chart-options.ts). A canvas is a picture to
 * assistive technology: it is named by `title`, and every figure it draws is also in a table.
 */
export function Chart({ kind, title, categories, series, horizontal = false, formatValue }: ChartProps) {
  const { token } = theme.useToken();
  const language = useLanguage();
  const palette = usePrefersDark() ? SERIES.dark : SERIES.light;
  const colours: ChartColours = {
    text: token.colorTextSecondary,
    grid: token.colorBorderSecondary,
    series: palette,
    font: token.fontFamily,
  };
  const layout = { rtl: directionOf(language) === 'rtl', horizontal, legend: series.length > 1, formatValue };
  const datasets = series.map((one, index) => ({
    label: one.name,
    data: [...one.values],
    backgroundColor: palette[index % palette.length],
    borderColor: palette[index % palette.length],
    borderRadius: kind === 'bar' ? 4 : 0,
    maxBarThickness: 36,
    pointRadius: categories.length > 40 ? 0 : 2,
  }));
  const data = { labels: [...categories], datasets };
  const height = horizontal ? Math.max(160, categories.length * 32 + 48) : 240;
  return (
    <div className="admin-chart" style={{ blockSize: height }}>
      {kind === 'bar' ? (
        <Bar data={data} options={chartOptions<'bar'>(colours, layout)} role="img" aria-label={title} />
      ) : (
        <Line data={data} options={chartOptions<'line'>(colours, layout)} role="img" aria-label={title} />
      )}
    </div>
  );
}
