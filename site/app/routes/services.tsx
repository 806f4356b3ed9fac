import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { whatsappLink } from '@shared/company';
import { PageHero, Section, SectionHeading } from '@/components/blocks';
import { Icon } from '@/components/icon';
import { SERVICE_ICONS } from '@/components/service-icons';
import { siteOf, useCompany } from '@/lib/company';
import { useBookPath, useLocalePath } from '@/lib/paths';
import { servicesFrom } from '@/lib/published-content.server';
import { pageMeta } from '@/lib/seo';
import { languageOfPath, SERVICE_SLUGS } from '@/route-paths';
import { SERVICES_TEXTS } from '@/texts/services';
import { servicesContent } from '@/texts/with-published';
import type { Route } from './+types/services';

/** Items listed per group on the overview before the '+N more services' note. */
const OVERVIEW_ITEMS = 6;

/**
 * /services and /en/services (routes.ts mounts this module twice). The loader gives the page its
 * language's texts with each published group's summary and the reasons to choose the company; it runs
 * when the page is rendered and is left out of the browser's code.
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const path = url.pathname;
  const lang = languageOfPath(path);
  return { lang, path, content: servicesContent(SERVICES_TEXTS[lang], servicesFrom(context, lang)) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({ site: siteOf(matches), lang: loaderData.lang, path: loaderData.path, ...loaderData.content.seo })
    : [];

export default function Services({ loaderData: { content } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const company = useCompany();
  const localePath = useLocalePath();
  const bookHere = useBookPath();
  const { hero, groups, whyUs, cta } = content;
  return (
    <>
      <PageHero title={hero.title} intro={hero.intro} />
      <Section labelId="groups-title">
        <h2 id="groups-title" className="visually-hidden">
          {t('nav.services')}
        </h2>
        <ul className="card-grid">
          {SERVICE_SLUGS.map((slug) => {
            const group = groups[slug];
            const more = group.items.length - OVERVIEW_ITEMS;
            return (
              <li key={slug} className="card service-group" data-service={slug}>
                <span className="icon-badge">
                  <Icon name={SERVICE_ICONS[slug]} size={28} />
                </span>
                <h3>{group.title}</h3>
                <p className="muted">{group.subtitle}</p>
                <ul className="bullet-list">
                  {group.items.slice(0, OVERVIEW_ITEMS).map((item, index) => (
                    <li key={index}>{item.title}</li>
                  ))}
                </ul>
                {more > 0 ? <p className="more-note">{t('common.moreServices', { count: more })}</p> : null}
                <Link to={localePath(`/services/${slug}`)} className="button button-outline">
                  {t('common.viewDetails')}
                  <span className="visually-hidden">: {group.title}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section labelId="why-title" className="alt">
        <SectionHeading id="why-title" title={whyUs.title} intro={whyUs.intro} />
        <ul className="card-grid four why-list">
          {whyUs.items.map((item, index) => (
            <li key={index} className="card compact">
              <Icon name="check" size={22} />
              <h3>{item.title}</h3>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section labelId="cta-title" className="cta">
        <SectionHeading id="cta-title" title={cta.title} intro={cta.intro} />
        <div className="actions center">
          <a className="button button-primary" href={bookHere} data-booking>
            <Icon name="clock" size={20} /> {cta.book}
          </a>
          <a
            className="button button-ghost"
            href={whatsappLink(company, cta.greeting)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="chat" size={20} /> {cta.whatsapp}
            <span className="visually-hidden"> {t('whatsapp.newTab')}</span>
          </a>
          <Link className="button button-outline" to={localePath('/contact')}>
            {cta.contact}
          </Link>
        </div>
      </Section>
    </>
  );
}
