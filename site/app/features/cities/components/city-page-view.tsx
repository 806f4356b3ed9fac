import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { CITY_UI } from '../data/city-ui-text';
import type { CityPage } from '../data/types';
import { BookButton } from './book-button';
import { CityHero } from './city-hero';
import { CityIcon } from './city-icon';
import { IconCard } from './icon-card';
import { ContactActions } from './contact-actions';
import { NeighbourhoodGrid } from './neighbourhood-grid';
import { ServiceCard } from './service-card';
import { CitiesStyles } from './cities-styles';

/** A city page (Arabic only): hero, local substance, six services, neighbourhoods, why us, contact. */
export function CityPageView({ city }: { city: CityPage }) {
  return (
    <div className="city-page" style={{ '--city-accent': city.color } as CSSProperties} data-city={city.slug}>
      <CitiesStyles />
      <CityHero
        color={city.color}
        eyebrow={city.hero.eyebrow}
        title={city.hero.title}
        subtitle={city.hero.subtitle}
        badges={city.hero.badges}
      >
        <nav aria-label={CITY_UI.breadcrumbLabel} className="city-breadcrumb">
          <ol>
            <li>
              <Link to="/">{CITY_UI.home}</Link>
            </li>
            <li>
              <Link to="/cities">{CITY_UI.cities}</Link>
            </li>
            <li aria-current="page">{city.name}</li>
          </ol>
        </nav>
      </CityHero>

      <section className="city-section city-intro" aria-labelledby="city-intro">
        <div className="city-container city-narrow">
          <h2 id="city-intro" className="city-section-title">
            {city.intro.title}
          </h2>
          <p className="city-lead">{city.intro.text}</p>
        </div>
      </section>

      <section className="city-section city-section-alt" aria-labelledby="city-local">
        <div className="city-container">
          <h2 id="city-local" className="city-section-title">
            {city.local.title}
          </h2>
          <div className="city-grid city-grid-3">
            {city.local.blocks.map((block) => (
              <IconCard key={block.title} icon={block.icon} title={block.title} text={block.text} variant="local" />
            ))}
          </div>
        </div>
      </section>

      <section className="city-section" aria-labelledby="city-services">
        <div className="city-container">
          <h2 id="city-services" className="city-section-title">
            {city.services.title}
          </h2>
          <p className="city-section-subtitle">{city.services.subtitle}</p>
          <div className="city-grid city-grid-3">
            {city.services.cards.map((card) => (
              <ServiceCard key={card.id} card={card} />
            ))}
          </div>
        </div>
      </section>

      {city.highlights && (
        <section className="city-section city-section-alt" aria-label={city.highlights.featuresTitle}>
          <div className="city-container">
            <div className="city-grid city-grid-2">
              <div className="city-card city-highlight">
                <h2 className="city-card-title">{city.highlights.featuresTitle}</h2>
                <ul className="city-checklist">
                  {city.highlights.features.map((feature) => (
                    <li key={feature}>
                      <CityIcon name="check" size={18} />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
              </div>
              <div className="city-card city-highlight">
                <h2 className="city-card-title">{city.highlights.benefitsTitle}</h2>
                <ul className="city-checklist city-checklist-benefits">
                  {city.highlights.benefits.map((benefit) => (
                    <li key={benefit}>
                      <CityIcon name="star" size={18} />
                      <span>{benefit}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </div>
        </section>
      )}

      <section className="city-section" aria-labelledby="city-neighbourhoods">
        <div className="city-container">
          <h2 id="city-neighbourhoods" className="city-section-title">
            {city.neighbourhoods.title}
          </h2>
          <p className="city-section-subtitle">
            <strong className="city-count">{CITY_UI.neighbourhoodCount(city.neighbourhoods.items.length)}</strong> —{' '}
            {city.neighbourhoods.subtitle}
          </p>
          <NeighbourhoodGrid items={city.neighbourhoods.items} />
        </div>
      </section>

      <section className="city-section city-section-alt" aria-labelledby="city-why">
        <div className="city-container">
          <h2 id="city-why" className="city-section-title">
            {city.whyUs.title}
          </h2>
          <div className="city-grid city-grid-4">
            {city.whyUs.items.map((item) => (
              <IconCard key={item.title} icon={item.icon} title={item.title} text={item.text} variant="why" />
            ))}
          </div>
        </div>
      </section>

      <section className="city-section city-closing" aria-labelledby="city-closing">
        <div className="city-container city-narrow">
          <h2 id="city-closing" className="city-section-title">
            {city.closing.title}
          </h2>
          <p className="city-lead">{city.closing.text}</p>
          <div className="city-closing-book">
            <BookButton className="city-btn city-btn-primary city-btn-large" />
          </div>
          <ContactActions
            callLabel={CITY_UI.callNow}
            whatsappLabel={CITY_UI.whatsapp}
            whatsappText={CITY_UI.whatsappText(city.name)}
            newTabNote={CITY_UI.newTab}
            phonesLabel={CITY_UI.phonesLabel}
          />
        </div>
      </section>
    </div>
  );
}
