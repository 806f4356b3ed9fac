import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { CITY_UI } from '../data/city-ui-text';
import type { DistrictPage } from '../data/district-aziziyah';
import { BookButton } from './book-button';
import { CityHero } from './city-hero';
import { CityIcon } from './city-icon';
import { ContactActions } from './contact-actions';
import { CitiesStyles } from './cities-styles';
import { NumberRange } from '@/components/number-range';

/** The district page: breadcrumb, five services with price and duration, neighbours, 30-minute promise. */
export function DistrictPageView({ district }: { district: DistrictPage }) {
  const color = district.color;
  const cityPath = `/cities/${district.citySlug}`;
  return (
    <div
      className="city-page city-district"
      style={{ '--city-accent': color } as CSSProperties}
      data-district={district.slug}
    >
      <CitiesStyles />
      <CityHero
        color={color}
        eyebrow={district.hero.eyebrow}
        title={district.hero.title}
        subtitle={district.hero.subtitle}
        badges={[
          { icon: 'star', label: CITY_UI.ratingBadge(district.rating) },
          { icon: 'users', label: CITY_UI.clientsBadge(district.clients) },
          { icon: 'clock', label: CITY_UI.arrivalWithin(district.arrivalMinutes) },
        ]}
      >
        <nav aria-label={CITY_UI.breadcrumbLabel} className="city-breadcrumb">
          <ol>
            <li>
              <Link to="/">{CITY_UI.home}</Link>
            </li>
            <li>
              <Link to="/cities">{CITY_UI.cities}</Link>
            </li>
            <li>
              <Link to={cityPath}>{district.cityName}</Link>
            </li>
            <li aria-current="page">{district.name}</li>
          </ol>
        </nav>
      </CityHero>

      <section className="city-section city-intro" aria-labelledby="district-intro">
        <div className="city-container city-narrow">
          <h2 id="district-intro" className="city-section-title">
            {district.intro.title}
          </h2>
          <p className="city-lead">{district.intro.text}</p>
        </div>
      </section>

      <section className="city-section city-section-alt" aria-labelledby="district-services">
        <div className="city-container">
          <h2 id="district-services" className="city-section-title">
            {district.services.title}
          </h2>
          <div className="city-grid city-grid-3 city-district-services">
            {district.services.items.map((service, index) => {
              const headingId = `district-service-${index + 1}`;
              return (
                <article key={index} className="city-card city-service-card" data-price={service.price}>
                  <div className="city-card-icon">
                    <CityIcon name={service.icon} size={28} />
                  </div>
                  <h3 id={headingId} className="city-card-title">
                    {service.title}
                  </h3>
                  <p className="city-card-text">{service.description}</p>
                  <dl className="city-facts">
                    <div>
                      <dt className="city-sr-only">{CITY_UI.priceLabel}</dt>
                      <dd className="city-price">{CITY_UI.priceFrom(service.price)}</dd>
                    </div>
                    <div>
                      <dt>{CITY_UI.serviceTime}:</dt>
                      <dd className="city-duration">
                        <NumberRange text={service.time} />
                      </dd>
                    </div>
                  </dl>
                  <div className="city-card-actions">
                    <BookButton service={service.service} describedBy={headingId} />
                  </div>
                </article>
              );
            })}
          </div>
        </div>
      </section>

      <section className="city-section" aria-labelledby="district-promise">
        <div className="city-container city-narrow city-promise">
          <div className="city-promise-figure" aria-hidden="true">
            <span className="city-promise-number">{district.arrivalMinutes}</span>
            <span className="city-promise-unit">{CITY_UI.minutes}</span>
          </div>
          <div>
            <h2 id="district-promise" className="city-section-title">
              {district.promise.title}
            </h2>
            <p className="city-lead">{district.promise.text}</p>
          </div>
        </div>
      </section>

      <section className="city-section city-section-alt" aria-labelledby="district-neighbours">
        <div className="city-container">
          <h2 id="district-neighbours" className="city-section-title">
            {district.neighbours.title}
          </h2>
          <p className="city-section-subtitle">{district.neighbours.subtitle}</p>
          <ul
            className="city-neighbourhoods city-neighbourhoods-names city-neighbours"
            data-count={district.neighbours.items.length}
          >
            {district.neighbours.items.map((name, index) => (
              <li key={index} className="city-neighbourhood">
                <span className="city-neighbourhood-name">
                  <CityIcon name="pin" size={16} />
                  {name}
                </span>
              </li>
            ))}
          </ul>
          <p className="city-back-link">
            <Link to={cityPath}>{CITY_UI.allCityDistricts(district.cityName)}</Link>
          </p>
        </div>
      </section>

      <section className="city-section city-closing" aria-labelledby="district-closing">
        <div className="city-container city-narrow">
          <h2 id="district-closing" className="city-section-title">
            {district.closing.title}
          </h2>
          <p className="city-lead">{district.closing.text}</p>
          <ContactActions
            callLabel={CITY_UI.callNow}
            whatsappLabel={CITY_UI.whatsapp}
            whatsappText={CITY_UI.whatsappText(`حي ${district.name}`)}
            newTabNote={CITY_UI.newTab}
            phonesLabel={CITY_UI.phonesLabel}
          />
        </div>
      </section>
    </div>
  );
}
