import type { CSSProperties } from 'react';
import { usePrefersDark } from '@/lib/color-scheme';
import { SERIES_COLOURS, type ChartSeries } from './series-colours';
import './bar-list.css';

interface Props {
  /** What the bars show, said to screen readers (the table beside them has the figures). */
  title: string;
  /** The names the bars are for (services, districts, teams), each shown whole. */
  categories: readonly string[];
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
}

/**
 * Figures by name as rows of bars drawn in HTML: every name is written in full beside its bars
 * (wrapping on a phone rather than being skipped or cut, as labels on a canvas were), each bar ends
 * with its amount, and nothing can run into anything else. It follows the page's direction and theme
 * by itself. Like a chart's canvas it is one picture to assistive technology, named by `title`; the
 * table beside it holds the same figures.
 */
export function BarList({ title, categories, series, formatValue }: Props) {
  const palette = usePrefersDark() ? SERIES_COLOURS.dark : SERIES_COLOURS.light;
  const colour = (index: number) => palette[index % palette.length];
  const largest = Math.max(0, ...series.flatMap((one) => one.values));
  return (
    <div className="bar-list" role="img" aria-label={title}>
      {series.length > 1 ? (
        <ul className="bar-legend">
          {series.map((one, index) => (
            <li key={one.name}>
              <span className="bar-swatch" style={{ background: colour(index) }} />
              {one.name}
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="bar-rows">
        {categories.map((name, row) => (
          <li key={`${row}-${name}`} className="bar-row">
            <bdi className="bar-name">{name}</bdi>
            <span className="bar-tracks">
              {series.map((one, index) => {
                const value = one.values[row] ?? 0;
                const share = largest > 0 ? value / largest : 0;
                return (
                  <span key={one.name} className="bar-track">
                    <span className="bar" style={{ '--share': share, background: colour(index) } as CSSProperties} />
                    <span className="bar-value">{formatValue(value)}</span>
                  </span>
                );
              })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
