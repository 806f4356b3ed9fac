/** Series colours that keep 3:1 against the card in each theme (WCAG 1.4.11), the first the primary. */
export const SERIES_COLOURS = {
  light: ['#0f766e', '#b45309', '#4338ca', '#be185d', '#15803d', '#475569'],
  dark: ['#2bb3a3', '#f59e0b', '#a5b4fc', '#f472b6', '#4ade80', '#cbd5e1'],
} as const;

export interface ChartSeries {
  name: string;
  values: readonly number[];
}
