import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../support/server';
import { firstTapMeasure } from './first-tap';
import { lighthouseRows, type PageSummary } from './lighthouse-rows';

type Add = (measure: string, result: string, goal: string, met: boolean | null) => void;
const fmt = (v: number) => v.toFixed(0);

/**
 * The public site's first paint and what follows it, against a running built server: the taps lost
 * after the paint with the scripts held back (first-tap.ts), then Lighthouse on every page
 * (site-lighthouse.ts, its table and failures in the notes; its worst figures as rows).
 */
export async function firstPaintRows(
  add: Add,
  notes: string[],
  url: string,
  workDir: string,
  lighthouse = true,
): Promise<void> {
  for (const page of ['/', '/en/contact']) {
    const tap = await firstTapMeasure(`${url}${page}`);
    add(
      `taps on the menu button of ${page} lost after the first paint (mobile profile, scripts held back), median of 3`,
      `${tap.lastLostTap < 0 ? 'no tap lost' : `last lost tap ${fmt(tap.lastLostTap - tap.firstContentfulPaint)} ms after the paint`} ` +
        `(per run, after the paint: ${tap.lostAfterPaint.map((lag) => (lag === null ? 'none lost' : fmt(lag))).join(', ')}); ` +
        `paint ${fmt(tap.firstContentfulPaint)} ms, first working tap ${fmt(tap.firstWorkingTap)} ms, menu open at ${fmt(tap.menuOpened)} ms`,
      'none later than first contentful paint + 100 ms',
      tap.lastLostTap <= tap.firstContentfulPaint + 100,
    );
  }
  if (!lighthouse) {
    notes.push('Lighthouse skipped (--no-lighthouse).');
    return;
  }
  console.log('\nLighthouse (tests/bench/site-lighthouse.ts)…');
  const summaryFile = path.join(workDir, 'lighthouse-summary.json');
  const lh = spawnSync('npx', ['tsx', '--tsconfig', 'tests/tsconfig.json', 'tests/bench/site-lighthouse.ts'], {
    cwd: ROOT,
    // Every prerendered page in both languages unless SITE_BENCH_PAGES names others.
    env: { ...process.env, BASE_URL: url, LIGHTHOUSE_SUMMARY: summaryFile },
    encoding: 'utf8',
    maxBuffer: 20 * 1024 * 1024,
  });
  const out = `${lh.stdout ?? ''}`.trim();
  console.log(out);
  if (lh.status !== 0) console.log(lh.stderr);
  notes.push(`Lighthouse (exit ${lh.status}):\n\n\`\`\`\n${out}\n\`\`\``);
  if (!existsSync(summaryFile)) {
    notes.push('Lighthouse wrote no summary: no rows.');
    return;
  }
  const pages = JSON.parse(readFileSync(summaryFile, 'utf8')) as PageSummary[];
  for (const row of lighthouseRows(pages)) add(row.measure, row.result, row.goal, row.met);
}
