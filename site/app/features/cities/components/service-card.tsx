import { CITY_UI } from '../data/city-ui-text';
import type { CityServiceCard } from '../data/types';
import { BookButton, serviceOfCard } from './book-button';
import { CityIcon } from './city-icon';

/** One of the six service cards of a city page: icon, title, description, 'from N riyals', lists, booking. */
export function ServiceCard({ card }: { card: CityServiceCard }) {
  const headingId = `service-${card.id}`;
  return (
    <article className="city-card city-service-card" data-service={card.id}>
      <div className="city-card-icon">
        <CityIcon name={card.icon} size={28} />
      </div>
      <h3 id={headingId} className="city-card-title">
        {card.title}
      </h3>
      <p className="city-card-text">{card.description}</p>
      <p className="city-price" data-price={card.price}>
        {CITY_UI.priceFrom(card.price)}
      </p>
      <h4 className="city-list-title">{CITY_UI.featuresLabel}</h4>
      <ul className="city-checklist">
        {card.features.map((feature, index) => (
          <li key={index}>
            <CityIcon name="check" size={16} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {card.benefits && card.benefits.length > 0 && (
        <>
          <h4 className="city-list-title">{CITY_UI.benefitsLabel}</h4>
          <ul className="city-checklist city-checklist-benefits">
            {card.benefits.map((benefit, index) => (
              <li key={index}>
                <CityIcon name="star" size={16} />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="city-card-actions">
        <BookButton service={serviceOfCard(card.id)} describedBy={headingId} />
      </div>
    </article>
  );
}
