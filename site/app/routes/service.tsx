import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { whatsappLink } from '@shared/company';
import { PageHero, Section, SectionHeading, StatGrid } from '@/components/blocks';
import { Icon } from '@/components/icon';
import { SERVICE_ICONS } from '@/components/service-icons';
import { siteOf, useCompany } from '@/lib/company';
import { useBookPath, useLocalePath } from '@/lib/paths';
import { serviceFrom } from '@/lib/published-content.server';
import { pageMeta } from '@/lib/seo';
import { languageOfPath, serviceSlugOfPath, type ServiceSlug } from '@/route-paths';
import { SERVICES_TEXTS } from '@/texts/services';
import { serviceDetail } from '@/texts/with-published';
import type { Route } from './+types/service';

/**
 * The six service pages of both languages (routes.ts mounts this module twelve times, each route with
 * its own id). The loader gives the page its service, read from its path, in its language: the group's
 * texts joined with its published services, and the service pages' figures. It runs when the page is
 * rendered and is left out of the browser's code.
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const path = url.pathname;
  const lang = languageOfPath(path);
  const slug = serviceSlugOfPath(path);
  const { group, figures } = serviceFrom(context, lang, slug);
  return { lang, path, slug, ...serviceDetail(SERVICES_TEXTS[lang], slug, group, figures) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({ site: siteOf(matches), lang: loaderData.lang, path: loaderData.path, ...loaderData.service.seo })
    : [];

/** Pages showing an icon instead of an illustration (gardens, additional). */
const ICON_ONLY: readonly ServiceSlug[] = ['gardens', 'additional'];

export default function Service({ loaderData: { slug, service, detail } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const company = useCompany();
  const localePath = useLocalePath();
  const bookHere = useBookPath(slug);
  // The booking form with this service chosen; WhatsApp with a ready message beside it.
  const booking = (
    <>
      <a className="button button-primary" href={bookHere} data-booking>
        <Icon name="clock" size={20} /> {service.cta}
      </a>
      <a
        className="button button-ghost"
        href={whatsappLink(company, service.bookingMessage)}
        target="_blank"
        rel="noopener noreferrer"
        data-whatsapp
      >
        <Icon name="chat" size={20} /> {detail.whatsapp}
        <span className="visually-hidden"> {t('whatsapp.newTab')}</span>
      </a>
    </>
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
