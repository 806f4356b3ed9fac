import { useTranslation } from 'react-i18next';
import { formatPercent } from '@/lib/format';
import './chart.css';

export interface Stat {
  key: string;
  label: string;
  value: string;
  /** This period's and the previous period's figure: the card says how it moved. */
  compare?: { now: number; before: number };
  /** A line under the figure (the previous period's, where up is not simply better). */
  note?: string;
}

/** How a figure moved since the previous period, in words (an arrow alone says nothing to a screen reader). */
function Change({ now, before }: { now: number; before: number }) {
  const { t } = useTranslation();
  if (before === 0)
    return <span className="stat-change">{now === 0 ? t('report.change.same') : t('report.change.fresh')}</span>;
  const share = Math.abs(now - before) / before;
  if (now === before || share < 0.005) return <span className="stat-change">{t('report.change.same')}</span>;
  const up = now > before;
  return (
    <span className={up ? 'stat-change stat-up' : 'stat-change stat-down'}>
      <span aria-hidden>{up ? '▲' : '▼'} </span>
      {t(up ? 'report.change.up' : 'report.change.down', { n: formatPercent(share) })}
    </span>
  );
}

/** A row of headline figures, each with how it moved since the previous period. */
export function StatCards({ stats }: { stats: readonly Stat[] }) {
  return (
    <ul className="stat-cards">
      {stats.map((stat) => (
        <li key={stat.key} className="stat-card" data-testid={`stat-${stat.key}`}>
          <span className="stat-label">{stat.label}</span>
          <span className="stat-value">{stat.value}</span>
          {stat.compare ? <Change {...stat.compare} /> : null}
          {stat.note ? <span className="stat-change">{stat.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}
