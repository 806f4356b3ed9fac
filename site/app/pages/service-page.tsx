import { Link } from 'react-router';
import { whatsappLink } from '@shared/company';
import { useCompany } from '@/lib/company';
import { PageHero, Section, SectionHeading, StatGrid } from '@/components/blocks';
import { Icon } from '@/components/icon';
import type { ServiceDetail, ServiceDetailTexts } from '@/texts/services/types';

import { useLocalePath } from '@/lib/paths';
import { SERVICE_ICONS } from '@/pages/service-icons';
import type { ServiceSlug } from '@/route-paths';
import { useTranslation } from 'react-i18next';

/** Pages showing an icon instead of an illustration (gardens, additional). */
const ICON_ONLY: readonly ServiceSlug[] = ['gardens', 'additional'];

interface Props {
  slug: ServiceSlug;
  service: ServiceDetail;
  detail: ServiceDetailTexts;
}

export function ServicePage({ slug, service, detail }: Props) {
  const { t } = useTranslation();
  const company = useCompany();
  const localePath = useLocalePath();
  const booking = (
    <a
      className="button button-primary"
      href={whatsappLink(company, service.bookingMessage)}
      target="_blank"
      rel="noopener noreferrer"
      data-booking
    >
      <Icon name="chat" size={20} /> {service.cta}
      <span className="visually-hidden"> {t('whatsapp.newTab')}</span>
    </a>
  );
  return (
    <>
      <PageHero title={service.title} intro={service.subtitle} eyebrow={t('nav.services')}>
        <div className="actions">{booking}</div>
      </PageHero>
      <Section>
        <div className="split">
          <div>
            <p className="lead">{service.description}</p>
            {service.guarantees.length > 0 ? (
              <div className="guarantees">
                <h2 className="h3">{detail.guaranteesHeading}</h2>
                <ul className="check-list">
                  {service.guarantees.map((guarantee) => (
                    <li key={guarantee}>
                      <Icon name="shield" size={20} /> {guarantee}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
          {ICON_ONLY.includes(slug) ? (
            <div className="service-visual icon-visual" data-visual="icon">
              <Icon name={SERVICE_ICONS[slug]} size={120} />
            </div>
          ) : (
            <img
              className="service-visual"
              data-visual="image"
              src={`/images/services/${slug}.svg`}
              alt={service.imageAlt}
              width={640}
              height={420}
            />
          )}
        </div>
        <StatGrid stats={detail.stats} />
      </Section>
      <Section labelId="items-title" className="alt">
        <SectionHeading id="items-title" title={detail.servicesHeading} />
        <ul className="card-grid items-grid" data-count={service.items.length}>
          {service.items.map((item, index) => (
            <li key={index} className="card compact">
              <h3>{item.title}</h3>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section labelId="features-title">
        <SectionHeading id="features-title" title={detail.featuresHeading} />
        <ul className="feature-grid">
          {service.features.map((feature, index) => (
            <li key={index}>
              <Icon name="check" size={20} /> {feature}
            </li>
          ))}
        </ul>
      </Section>
      <Section labelId="book-title" className="cta">
        <SectionHeading id="book-title" title={detail.ctaTitle} intro={detail.ctaText} />
        <div className="actions center">
          {booking}
          <Link className="button button-outline" to={localePath('/services')}>
            {t('nav.services')}
          </Link>
        </div>
      </Section>
    </>
  );
}
