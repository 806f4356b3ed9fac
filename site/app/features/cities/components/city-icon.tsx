import { Icon, type IconName } from '@/components/icon';
import type { CityIconName } from '../data/types';

/** Icons the site's icon set lacks, drawn on the same 24×24 stroke grid. */
const OWN_PATHS: Partial<Record<CityIconName, string>> = {
  mosque:
    'M2 21h20M5 21v-7h14v7M7 14c0-3 2.2-5 5-6.5 2.8 1.5 5 3.5 5 6.5M12 7.5V4M10 21v-3a2 2 0 0 1 4 0v3M3 21V9l.5-1.5L4 9v12M21 21V9l-.5-1.5L20 9',
  kaaba: 'M12 3l8 3.5v11L12 21l-8-3.5v-11zM4 6.5L12 10l8-3.5M12 10v11M4 9.5l8 3.5 8-3.5',
  waves:
    'M2 7c2-2 4-2 6 0s4 2 6 0 4-2 6 0 2 0 2 0M2 12c2-2 4-2 6 0s4 2 6 0 4-2 6 0 2 0 2 0M2 17c2-2 4-2 6 0s4 2 6 0 4-2 6 0 2 0 2 0',
  tower: 'M5 22h14M8 22l3-19h2l3 19M9.2 14h5.6M10 9h4M10.5 5.5a1.5 1.5 0 0 0 3 0',
  building:
    'M4 22V4a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v18M15 9h4a1 1 0 0 1 1 1v12M2 22h20M8 7h3M8 11h3M8 15h3M17.5 13h.01M17.5 17h.01',
  facade: 'M3 22V3h12v19M15 22V8h6v14M1 22h22M6 7h2M10 7h2M6 11h2M10 11h2M6 15h2M10 15h2M18 12v2M18 17v2',
  snowflake: 'M12 2v20M4.9 4.9l14.2 14.2M2 12h20M4.9 19.1L19.1 4.9M9 4l3 3 3-3M9 20l3-3 3 3M4 9l3 3-3 3M20 9l-3 3 3 3',
};

/** Names that map onto the site's own icon set. */
const SHARED: Partial<Record<CityIconName, IconName>> = {
  home: 'home',
  sparkle: 'sparkles',
  truck: 'truck',
  wrench: 'wrench',
  leaf: 'leaf',
  shield: 'shield',
  star: 'star',
  users: 'users',
  clock: 'clock',
  phone: 'phone',
  pin: 'pin',
  award: 'award',
  check: 'check',
};

export function CityIcon({ name, size = 24, className }: { name: CityIconName; size?: number; className?: string }) {
  const shared = SHARED[name];
  if (shared) return <Icon name={shared} size={size} className={className} />;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={OWN_PATHS[name]} />
    </svg>
  );
}
