import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { Language } from '@shared/constants';
import { ARABIC_ONLY_NOTE_ID } from '@/route-paths';
import type { CitiesIndexPage } from '../data/index-page';
import { CityIcon } from './city-icon';
import { IconCard } from './icon-card';
import { ContactActions } from './contact-actions';
import { CitiesStyles } from './cities-styles';

/**
 * The cities index (/cities, /en/cities): four main city cards linked to their Arabic pages,
 * the 26 other cities (not linked, Dammam and Khobar included), call-to-action, commitments.
 * `content` is the page in its language (its loader's, data/index-page.ts).
 */
export function CitiesIndexView({ lang, content }: { lang: Language; content: CitiesIndexPage }) {
  return (
    <div className="city-page city-index" style={{ '--city-accent': '#0f766e' } as CSSProperties}>
      <CitiesStyles />
      <header className="city-hero">
        <div className="city-container">
          <p className="city-eyebrow">{content.hero.eyebrow}</p>
          <h1 className="city-hero-title">{content.hero.title}</h1>
          <p className="city-hero-subtitle">{content.hero.subtitle}</p>
          {content.arabicOnlyNote ? (
            <p id={ARABIC_ONLY_NOTE_ID} className="city-arabic-only-note">
              {content.arabicOnlyNote}
            </p>
          ) : null}
          <dl className="city-stats">
            {content.hero.stats.map((stat) => (
              <div key={stat.label} className="city-stat">
                <dt>{stat.label}</dt>
                <dd dir="ltr">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </header>

      <section className="city-section" aria-labelledby="main-cities">
        <div className="city-container">
          <h2 id="main-cities" className="city-section-title">
            {content.main.title}
          </h2>
          <p className="city-section-subtitle">{content.main.subtitle}</p>
          <ul className="city-grid city-grid-4 city-main-cards">
            {content.main.cities.map((city) => (
              <li key={city.slug}>
                <article
                  className="city-card city-main-card"
                  data-city={city.slug}
                  style={{ '--card-accent': city.color } as CSSProperties}
                >
                  <div className="city-card-icon">
                    <CityIcon name={city.icon} size={30} />
                  </div>
                  <h3 className="city-card-title">{city.name}</h3>
                  <p className="city-card-text">{city.description}</p>
                  <p className="city-main-figures">
                    <span className="city-rating" data-rating={city.rating}>
                      <CityIcon name="star" size={16} />
                      <span className="city-sr-only">{content.main.ratingLabel}: </span>
                      {city.rating}
                    </span>
                    <span className="city-clients" data-clients={city.clients}>
                      <CityIcon name="users" size={16} />
                      {city.clientsLabel}
                    </span>
                  </p>
                  <ul className="city-specialties">
                    {city.specialties.map((specialty) => (
                      <li key={specialty}>{specialty}</li>
                    ))}
                  </ul>
                  <Link
                    className="city-card-link"
                    to={`/cities/${city.slug}`}
                    hrefLang={lang === 'en' ? 'ar' : undefined}
                  >
                    {city.cta}
                    <span aria-hidden="true" className="city-arrow">
                      ←
                    </span>
                  </Link>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="city-section city-section-alt" aria-labelledby="other-cities">
        <div className="city-container">
          <h2 id="other-cities" className="city-section-title">
            {content.others.title}
          </h2>
          <p className="city-section-subtitle">{content.others.subtitle}</p>
          <ul className="city-others" data-count={content.others.cities.length}>
            {content.others.cities.map((city) => (
              <li key={city.name} className="city-other">
                <CityIcon name="pin" size={18} />
                <span>
                  <span className="city-other-name">{city.name}</span>
                  <span className="city-other-region">{city.region}</span>
                </span>
              </li>
            ))}
          </ul>
          <p className="city-reach-line">{content.others.reachLine}</p>
        </div>
      </section>

      <section className="city-section" aria-labelledby="commitments">
        <div className="city-container">
          <h2 id="commitments" className="city-section-title">
            {content.commitments.title}
          </h2>
          <div className="city-grid city-grid-3">
            {content.commitments.items.map((item) => (
              <IconCard key={item.title} icon={item.icon} title={item.title} text={item.text} variant="why" />
            ))}
          </div>
        </div>
      </section>

      <section className="city-section city-closing" aria-labelledby="cities-cta">
        <div className="city-container city-narrow">
          <h2 id="cities-cta" className="city-section-title">
            {content.cta.title}
          </h2>
          <p className="city-lead">{content.cta.text}</p>
          <ContactActions
            callLabel={content.cta.callLabel}
            whatsappLabel={content.cta.whatsappLabel}
            whatsappText={content.cta.whatsappText}
            newTabNote={content.cta.newTab}
            phonesLabel={content.cta.phonesLabel}
          />
        </div>
      </section>
    </div>
  );
}
