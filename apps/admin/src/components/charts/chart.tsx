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
import { SERIES_COLOURS, type ChartSeries } from './series-colours';
import './chart.css';

// Only the parts these charts draw: Chart.js is tree-shaken by what is registered.
ChartJS.register(BarElement, CategoryScale, Legend, LinearScale, LineElement, PointElement, Tooltip);

interface ChartProps {
  kind: 'bar' | 'line';
  /** What the chart shows, said to screen readers (the table beside it has the figures). */
  title: string;
  /** The days, as the reader writes them. */
  categories: readonly string[];
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
  formatTick: (value: number) => string;
  unit?: string;
}

/**
 * A value per day as bars (a week or a month) or a line (longer), in the page's direction and theme
 * (chart-options.ts). A canvas is a picture to assistive technology: it is named by `title`, and
 * every figure it draws is also in a table.
 */
export function Chart({ kind, title, categories, series, formatValue, formatTick, unit }: ChartProps) {
  const { token } = theme.useToken();
  const language = useLanguage();
  const palette = usePrefersDark() ? SERIES_COLOURS.dark : SERIES_COLOURS.light;
  const colours: ChartColours = {
    text: token.colorTextSecondary,
    grid: token.colorBorderSecondary,
    series: palette,
    font: token.fontFamily,
  };
  const layout = { rtl: directionOf(language) === 'rtl', legend: series.length > 1, formatValue, formatTick, unit };
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
  return (
    <div className="admin-chart" style={{ blockSize: 240 }}>
      {kind === 'bar' ? (
        <Bar data={data} options={chartOptions<'bar'>(colours, layout)} role="img" aria-label={title} />
      ) : (
        <Line data={data} options={chartOptions<'line'>(colours, layout)} role="img" aria-label={title} />
      )}
    </div>
  );
}
