import { useTranslation } from 'react-i18next';
import { telLink, whatsappLink } from '@shared/company';
import { PageHero, Section, SectionHeading, StatGrid } from '@/components/blocks';
import { Icon } from '@/components/icon';
import { ContactForm } from '@/features/contact/components/contact-form';
import { siteOf, useCompany } from '@/lib/company';
import { useLanguage } from '@/lib/language';
import { figuresFrom } from '@/lib/published-content.server';
import { languageOfPath } from '@/route-paths';
import { companyPageMeta } from '@/seo/page-json-ld';
import { CONTACT_TEXTS } from '@/texts/contact';
import { contactContent } from '@/texts/with-published';
import type { Route } from './+types/contact';

/**
 * /contact and /en/contact (routes.ts mounts this module twice). The loader gives the page its
 * language's texts with the published figures; it runs when the page is rendered and is left out of
 * the browser's code.
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const path = url.pathname;
  const lang = languageOfPath(path);
  const { figures } = figuresFrom(context, lang, 'contact');
  return { lang, path, content: contactContent(CONTACT_TEXTS[lang], figures) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? companyPageMeta(siteOf(matches), loaderData) : [];

export default function Contact({ loaderData: { content } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const company = useCompany();
  const lang = useLanguage();
  const { hero, quick, cards, why, form } = content;
  const newTab = <span className="visually-hidden"> {t('whatsapp.newTab')}</span>;
  return (
    <>
      <PageHero title={hero.title} intro={hero.intro}>
        <h2 className="quick-title">{quick.title}</h2>
        <p className="muted">{quick.intro}</p>
        <ul className="quick-actions">
          {quick.items.map((item) => (
            <li key={item.label}>
              <a
                className="button button-ghost"
                href={whatsappLink(company, item.message)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name={item.icon} size={20} /> {item.label}
                {newTab}
              </a>
            </li>
          ))}
        </ul>
      </PageHero>
      <Section>
        <h2 className="visually-hidden">{hero.title}</h2>
        <ul className="card-grid four contact-cards">
          <li className="card">
            <span className="icon-badge">
              <Icon name="phone" size={26} />
            </span>
            <h3>{cards.phone.title}</h3>
            <p className="muted">{cards.phone.text}</p>
            <ul className="phone-list">
              {company.phones.map((phone, index) => (
                <li key={index}>
                  <a href={telLink(phone)} dir="ltr">
                    {phone}
                  </a>
                </li>
              ))}
            </ul>
          </li>
          <li className="card">
            <span className="icon-badge">
              <Icon name="chat" size={26} />
            </span>
            <h3>{cards.whatsapp.title}</h3>
            <p className="muted">{cards.whatsapp.text}</p>
            <a
              className="text-link"
              href={whatsappLink(company, cards.whatsapp.greeting)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {cards.whatsapp.action}
              {newTab}
            </a>
          </li>
          <li className="card">
            <span className="icon-badge">
              <Icon name="pin" size={26} />
            </span>
            <h3>{cards.location.title}</h3>
            <p>
              {company.city[lang]}
              {lang === 'ar' ? '، ' : ', '}
              {company.country[lang]}
            </p>
            <p className="muted">{cards.location.text}</p>
          </li>
          <li className="card">
            <span className="icon-badge">
              <Icon name="clock" size={26} />
            </span>
            <h3>{cards.hours.title}</h3>
            <p>{company.hours[lang]}</p>
            <p className="muted">{cards.hours.text}</p>
          </li>
        </ul>
      </Section>
      <Section labelId="form-title" className="alt">
        <div className="split form-split">
          <div>
            <SectionHeading id="why-title" title={why.title} intro={why.intro} />
            <ul className="check-list">
              {why.benefits.map((benefit) => (
                <li key={benefit}>
                  <Icon name="check" size={20} /> {benefit}
                </li>
              ))}
            </ul>
            <StatGrid stats={why.stats} />
          </div>
          <div className="card">
            <SectionHeading id="form-title" title={form.title} intro={form.intro} />
            <ContactForm variant="full" />
          </div>
        </div>
      </Section>
    </>
  );
}
