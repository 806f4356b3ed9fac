import type { CityIconName } from '../data/types';
import { CityIcon } from './city-icon';

/** A card of the coverage pages: icon, title and a short text (local notes, why-us, commitments). */
export function IconCard({
  icon,
  title,
  text,
  variant,
}: {
  icon: CityIconName;
  title: string;
  text: string;
  variant: 'local' | 'why';
}) {
  return (
    <article className={`city-card city-${variant}-card`}>
      <div className="city-card-icon">
        <CityIcon name={icon} size={26} />
      </div>
      <h3 className="city-card-title">{title}</h3>
      <p className="city-card-text">{text}</p>
    </article>
  );
}
