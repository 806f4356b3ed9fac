import { describe, expect, it } from 'vitest';
import { chartOptions, shortLabel } from './chart-options';

const colours = { text: '#333', grid: '#eee', series: ['#0f766e'], font: 'sans-serif' };
const layout = { rtl: true, horizontal: false, legend: true, formatValue: (v: number) => `${v} ر.س` };

describe('chart options follow the page direction', () => {
  it('Arabic: days run from the right, the value axis stands on the right, legend and tooltips read right to left', () => {
    const options = chartOptions<'bar'>(colours, layout);
    expect(options.scales?.x).toMatchObject({ reverse: true });
    expect(options.scales?.y).toMatchObject({ reverse: false, position: 'right' });
    expect(options.plugins?.legend).toMatchObject({ rtl: true, textDirection: 'rtl', display: true });
    expect(options.plugins?.tooltip).toMatchObject({ rtl: true, textDirection: 'rtl' });
  });

  it('English: left to right as Chart.js draws by default', () => {
    const options = chartOptions<'line'>(colours, { ...layout, rtl: false, legend: false });
    expect(options.scales?.x).toMatchObject({ reverse: false });
    expect(options.scales?.y).toMatchObject({ position: 'left' });
    expect(options.plugins?.legend).toMatchObject({ rtl: false, textDirection: 'ltr', display: false });
  });

  it('horizontal bars in Arabic: names on the right, values growing to the left', () => {
    const options = chartOptions<'bar'>(colours, { ...layout, horizontal: true });
    expect(options.indexAxis).toBe('y');
    expect(options.scales?.x).toMatchObject({ reverse: true, position: 'bottom' });
    expect(options.scales?.y).toMatchObject({ reverse: false, position: 'right' });
  });

  it('writes values as the reader does, on the axis and in the tooltip', () => {
    const options = chartOptions<'bar'>(colours, layout);
    const tick = (options.scales?.y?.ticks as { callback: (v: number) => string }).callback;
    expect(tick(1250)).toBe('1250 ر.س');
  });
});

describe('a long name beside a bar', () => {
  it('is cut short with an ellipsis; a short one stays whole', () => {
    expect(shortLabel('Website (page not recorded)')).toBe('Website (page not r…');
    expect(shortLabel('Contact page')).toBe('Contact page');
    const options = chartOptions<'bar'>(colours, { ...layout, horizontal: true });
    const tick = (options.scales?.y?.ticks as { callback: (this: unknown, v: number) => string }).callback;
    const cut = tick.call({ getLabelForValue: () => 'الموقع (لم تُحدَّد الصفحة) وأكثر' }, 0);
    expect(cut.endsWith('…') && cut.length <= 20).toBe(true);
  });
});
