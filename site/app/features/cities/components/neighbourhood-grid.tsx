import { CITY_UI } from '../data/city-ui-text';
import type { Neighbourhood } from '../data/types';
import { CityIcon } from './city-icon';

/** Neighbourhoods of a city: name, 'all services' and, where known, the arrival time. */
export function NeighbourhoodGrid({ items }: { items: readonly Neighbourhood[] }) {
  // Names alone read best as a wrapping row of chips; names with times as a grid of tiles.
  const timed = items.some((item) => item.arrivalMinutes !== undefined);
  return (
    <ul
      className={timed ? 'city-neighbourhoods' : 'city-neighbourhoods city-neighbourhoods-names'}
      data-count={items.length}
    >
      {items.map((item, index) => (
        <li key={index} className="city-neighbourhood" data-arrival={item.arrivalMinutes}>
          <span className="city-neighbourhood-name">
            <CityIcon name="pin" size={16} />
            {item.name}
          </span>
          {item.arrivalMinutes !== undefined && (
            <>
              <span className="city-neighbourhood-services">{CITY_UI.allServices}</span>
              <span className="city-neighbourhood-time">
                <CityIcon name="clock" size={14} />
                <span className="city-sr-only">{CITY_UI.arrivalLabel} </span>
                {CITY_UI.within(item.arrivalMinutes)}
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
