import { describe, expect, it } from 'vitest';
import { chartOptions } from './chart-options';

const colours = { text: '#333', grid: '#eee', series: ['#0f766e'], font: 'sans-serif' };
const layout = {
  rtl: true,
  legend: true,
  formatValue: (v: number) => `${v} ر.س`,
  formatTick: (v: number) => `${v / 1000} ألف`,
  unit: 'ر.س',
};

describe('chart options follow the page direction', () => {
  it('Arabic: days run from the right, the value axis stands on the right, legend and tooltips read right to left', () => {
    const options = chartOptions<'bar'>(colours, layout);
    expect(options.scales?.x).toMatchObject({ reverse: true });
    expect(options.scales?.y).toMatchObject({ position: 'right' });
    expect(options.plugins?.legend).toMatchObject({ rtl: true, textDirection: 'rtl', display: true });
    expect(options.plugins?.tooltip).toMatchObject({ rtl: true, textDirection: 'rtl' });
  });

  it('English: left to right as Chart.js draws by default', () => {
    const options = chartOptions<'line'>(colours, { ...layout, rtl: false, legend: false });
    expect(options.scales?.x).toMatchObject({ reverse: false });
    expect(options.scales?.y).toMatchObject({ position: 'left' });
    expect(options.plugins?.legend).toMatchObject({ rtl: false, textDirection: 'ltr', display: false });
  });
});

describe('labels that cannot run into each other', () => {
  it('the axis has short amounts and says their unit once; the tooltip has the amount whole', () => {
    const options = chartOptions<'bar'>(colours, layout);
    const tick = (options.scales?.y?.ticks as { callback: (v: number) => string }).callback;
    expect(tick(3000)).toBe('3 ألف');
    expect(options.scales?.y).toMatchObject({ title: { display: true, text: 'ر.س' } });
    const label = options.plugins?.tooltip?.callbacks?.label as unknown as (item: object) => string;
    expect(label({ dataset: { label: 'الإيرادات' }, raw: 3000 })).toBe('الإيرادات: 3000 ر.س');
  });

  it('days are upright and skipped with room between them; a count has no unit title', () => {
    const options = chartOptions<'line'>(colours, { ...layout, unit: undefined });
    expect(options.scales?.x?.ticks).toMatchObject({ maxRotation: 0, autoSkipPadding: 12 });
    expect(options.scales?.y).toMatchObject({ title: { display: false } });
  });
});
