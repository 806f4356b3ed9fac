/** One page's median Lighthouse run (tests/bench/site-lighthouse.ts), as `npm run bench` reads it. */
export interface PageSummary {
  page: string;
  performance: number;
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  totalBlockingTime: number;
}

export interface BenchRow {
  measure: string;
  result: string;
  goal: string;
  met: boolean;
}

/** The worst page of a figure, with the spread over every page. */
function worst(pages: PageSummary[], figure: (p: PageSummary) => number, highIsBad: boolean) {
  const sorted = [...pages].sort((a, b) => (highIsBad ? figure(b) - figure(a) : figure(a) - figure(b)));
  const values = pages.map(figure);
  return { page: sorted[0]!, value: figure(sorted[0]!), min: Math.min(...values), max: Math.max(...values) };
}

/**
 * The site's first-paint goals over every page measured (the median of each page's runs): the
 * worst page against the goal, with the range over all of them.
 */
export function lighthouseRows(pages: PageSummary[]): BenchRow[] {
  const n = `${pages.length} pages, median of each page's runs`;
  const score = worst(pages, (p) => p.performance, false);
  const blocking = worst(pages, (p) => p.totalBlockingTime, true);
  const paint = worst(pages, (p) => p.firstContentfulPaint, true);
  const largest = worst(pages, (p) => p.largestContentfulPaint, true);
  const ms = (v: number) => `${Math.round(v)} ms`;
  return [
    {
      measure: `Lighthouse performance (mobile), the lowest of ${n}`,
      result: `${score.value} on ${score.page.page} (all: ${score.min}–${score.max})`,
      goal: '≥ 95 on every page',
      met: score.value >= 95,
    },
    {
      measure: `Lighthouse total blocking time (mobile), the highest of ${n}`,
      result: `${ms(blocking.value)} on ${blocking.page.page} (all: ${ms(blocking.min)}–${ms(blocking.max)})`,
      goal: '≤ 150 ms on every page',
      met: blocking.value <= 150,
    },
    {
      measure: `Lighthouse first contentful paint (mobile), the slowest of ${n}`,
      result: `${ms(paint.value)} on ${paint.page.page} (all: ${ms(paint.min)}–${ms(paint.max)})`,
      goal: '≤ 1,500 ms on every page',
      met: paint.value <= 1500,
    },
    {
      measure: `Lighthouse largest contentful paint (mobile), the slowest of ${n}`,
      result: `${ms(largest.value)} on ${largest.page.page} (all: ${ms(largest.min)}–${ms(largest.max)})`,
      goal: '≤ 1,500 ms on every page',
      met: largest.value <= 1500,
    },
  ];
}
