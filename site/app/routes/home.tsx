import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { telLink, whatsappLink } from '@shared/company';
import { Section, SectionHeading, StatGrid } from '@/components/blocks';
import { Icon, Stars } from '@/components/icon';
import { SERVICE_ICONS } from '@/components/service-icons';
import { WhatsAppFloat } from '@/components/whatsapp-float';
import { ContactForm } from '@/features/contact/components/contact-form';
import { FaqList } from '@/features/faq/components/faq-list';
import { Gallery } from '@/features/portfolio/components/gallery';
import { siteOf, useCompany } from '@/lib/company';
import { useBookPath, useLocalePath } from '@/lib/paths';
import { homeFrom } from '@/lib/published-content.server';
import { pageMeta } from '@/lib/seo';
import { languageOfPath } from '@/route-paths';
import { companyJsonLdMeta, faqJsonLdMeta } from '@/seo/page-json-ld';
import { HOME_TEXTS } from '@/texts/home';
import { homeContent } from '@/texts/with-published';
import type { Route } from './+types/home';

/**
 * / and /en (routes.ts mounts this module twice). The loader gives the page its language's texts
 * joined with the published hero, figures and testimonials, the questions and the gallery (the rest of
 * the page is the build's); it runs when the page is rendered and is left out of the browser's code.
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const path = url.pathname;
  const lang = languageOfPath(path);
  const { home, figures, faq, portfolio } = homeFrom(context, lang);
  return { lang, path, content: homeContent(HOME_TEXTS[lang], home, figures), faq, work: portfolio };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { lang, path, content, faq } = loaderData;
  const site = siteOf(matches);
  const extra = [...companyJsonLdMeta(site, lang, path, content.seo.description), ...faqJsonLdMeta(site, faq, path)];
  return pageMeta({ site, lang, path, ...content.seo, extra });
};

export default function Home({ loaderData: { content, faq: questions, work } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const company = useCompany();
  const localePath = useLocalePath();
  const bookHere = useBookPath();
  const { hero, about, services, gallery, testimonials, faq, contact } = content;
  return (
    <>
      <section id="home" className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <p className="eyebrow">{hero.badge}</p>
          <h1 id="hero-title">{hero.title}</h1>
          <p className="lead">{hero.subtitle}</p>
          <div className="actions">
            <a className="button button-primary" href={bookHere} data-booking>
              <Icon name="clock" size={20} /> {content.book}
            </a>
            <a
              className="button button-ghost"
              href={whatsappLink(company, hero.bookingMessage)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon name="chat" size={20} /> {hero.primaryCta}
              <span className="visually-hidden"> {t('whatsapp.newTab')}</span>
            </a>
            <a className="button button-ghost" href={telLink(company.phones[0])}>
              <Icon name="phone" size={20} /> {hero.secondaryCta}
            </a>
          </div>
          <StatGrid stats={content.stats} />
        </div>
      </section>

      <Section id="about" labelId="about-title" className="home-about">
        <div className="split">
          <div>
            <SectionHeading id="about-title" title={about.title} intro={about.intro} />
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
            <Link className="button button-outline" to={localePath('/about')}>
              {about.more}
            </Link>
          </div>
          <ul className="check-list card">
            {about.points.map((point) => (
              <li key={point}>
                <Icon name="check" size={20} /> {point}
              </li>
            ))}
          </ul>
        </div>
      </Section>

      {/* The chat button floats over what follows the introduction (the hero has its own booking button). */}
      <div className="after-intro">
        <Section id="services" labelId="services-title" className="alt">
          <SectionHeading id="services-title" title={services.title} intro={services.intro} />
          <ul className="card-grid">
            {services.cards.map((card) => (
              <li key={card.slug} className="card service-card">
                <span className="icon-badge">
                  <Icon name={SERVICE_ICONS[card.slug]} size={28} />
                </span>
                <h3>{card.title}</h3>
                <p>{card.description}</p>
                <Link to={localePath(`/services/${card.slug}`)} className="text-link">
                  {t('common.viewDetails')}
                  <span className="visually-hidden">: {card.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="gallery" labelId="gallery-title">
          <SectionHeading id="gallery-title" title={gallery.title} intro={gallery.intro} />
          <Gallery items={work} />
        </Section>

        <Section id="testimonials" labelId="testimonials-title" className="alt">
          <SectionHeading id="testimonials-title" title={testimonials.title} intro={testimonials.intro} />
          <ul className="card-grid testimonials">
            {testimonials.items.map((item, index) => (
              <li key={index} className="card testimonial">
                <Stars rating={item.rating} label={t('common.stars', { count: item.rating })} />
                <blockquote>
                  <p>{item.comment}</p>
                </blockquote>
                <p className="testimonial-name">{item.name}</p>
                <p className="muted">
                  {item.service} · {item.location}
                </p>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="faq" labelId="faq-title">
          <SectionHeading id="faq-title" title={faq.title} intro={faq.intro} />
          <FaqList items={questions} />
        </Section>

        <Section id="contact" labelId="contact-title" className="alt">
          <div className="split">
            <div>
              <SectionHeading id="contact-title" title={contact.title} intro={contact.intro} />
              <p className="promise">
                <Icon name="zap" size={20} /> {contact.promise}
              </p>
              <ul className="phone-list">
                {company.phones.map((phone, index) => (
                  <li key={index}>
                    <a href={telLink(phone)} dir="ltr">
                      <Icon name="phone" size={18} /> {phone}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
            <div className="card">
              <ContactForm variant="short" />
            </div>
          </div>
        </Section>
        <WhatsAppFloat />
      </div>
    </>
  );
}
