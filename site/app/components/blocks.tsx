import type { ReactNode } from 'react';
import { Icon } from '@/components/icon';
import type { Stat } from '@/texts/types';

/** Section heading with its intro line. */
export function SectionHeading({ id, title, intro }: { id?: string; title: string; intro?: string }) {
  return (
    <div className="section-heading">
      <h2 id={id}>{title}</h2>
      {intro ? <p>{intro}</p> : null}
    </div>
  );
}

/** A page section; with `labelId` (its heading's id) it is a named region landmark. */
export function Section({
  id,
  labelId,
  className,
  children,
}: {
  id?: string;
  labelId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={labelId} className={`section ${className ?? ''}`}>
      <div className="container">{children}</div>
    </section>
  );
}

/** Figures as a description list; the icon sits inside the <dd> (a <dl> group may hold only dt and dd). */
export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <dl className="stats">
      {stats.map((stat, index) => (
        <div key={index} className="stat">
          <dt>{stat.label}</dt>
          <dd dir="ltr">
            {stat.icon ? <Icon name={stat.icon} size={26} /> : null}
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Page hero used by the inner pages. */
export function PageHero({
  title,
  intro,
  eyebrow,
  children,
}: {
  title: string;
  intro: string;
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <section className="page-hero" aria-labelledby="page-title">
      <div className="container">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 id="page-title">{title}</h1>
        <p className="lead">{intro}</p>
        {children}
      </div>
    </section>
  );
}
