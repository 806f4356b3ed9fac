import type { CSSProperties, ReactNode } from 'react';
import type { CityIconName } from '../data/types';
import { CityIcon } from './city-icon';

/** Coloured hero of a city or district page; `color` is the page's accent. */
export function CityHero({
  color,
  eyebrow,
  title,
  subtitle,
  badges,
  children,
}: {
  color: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  badges: readonly { icon: CityIconName; label: string }[];
  children?: ReactNode;
}) {
  return (
    <header className="city-hero" style={{ '--city-accent': color } as CSSProperties}>
      <div className="city-container">
        {children}
        <p className="city-eyebrow">{eyebrow}</p>
        <h1 className="city-hero-title">{title}</h1>
        <p className="city-hero-subtitle">{subtitle}</p>
        <ul className="city-badges">
          {badges.map((badge) => (
            <li key={badge.label} className="city-badge">
              <CityIcon name={badge.icon} size={18} />
              <span>{badge.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
