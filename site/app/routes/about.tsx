import { useTranslation } from 'react-i18next';
import { whatsappLink } from '@shared/company';
import { PageHero, Section, SectionHeading, StatGrid } from '@/components/blocks';
import { Icon } from '@/components/icon';
import { siteOf, useCompany } from '@/lib/company';
import { aboutFrom } from '@/lib/published-content.server';
import { languageOfPath } from '@/route-paths';
import { companyPageMeta } from '@/seo/page-json-ld';
import { ABOUT_TEXTS } from '@/texts/about';
import { aboutContent } from '@/texts/with-published';
import type { Route } from './+types/about';

/**
 * /about and /en/about (routes.ts mounts this module twice). The loader gives the page its language's
 * texts joined with the published story, values, team and figures; it runs when the page is rendered
 * and is left out of the browser's code.
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const path = url.pathname;
  const lang = languageOfPath(path);
  const { about, figures } = aboutFrom(context, lang);
  return { lang, path, content: aboutContent(ABOUT_TEXTS[lang], about, figures) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? companyPageMeta(siteOf(matches), loaderData) : [];

export default function About({ loaderData: { content } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const company = useCompany();
  const { hero, story, mission, vision, values, stats, team, cta } = content;
  return (
    <>
      <PageHero title={hero.title} intro={hero.intro} />
      <Section labelId="story-title">
        <div className="split">
          <div>
            <SectionHeading id="story-title" title={story.title} />
            {story.paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <div className="stack">
            <div className="card">
              <h3>
                <Icon name="target" size={22} /> {mission.title}
              </h3>
              <p>{mission.text}</p>
            </div>
            <div className="card">
              <h3>
                <Icon name="eye" size={22} /> {vision.title}
              </h3>
              <p>{vision.text}</p>
            </div>
          </div>
        </div>
      </Section>
      <Section labelId="values-title" className="alt">
        <SectionHeading id="values-title" title={values.title} intro={values.intro} />
        <ul className="card-grid four">
          {values.items.map((value, index) => (
            <li key={index} className="card">
              <span className="icon-badge">
                <Icon name={value.icon} size={26} />
              </span>
              <h3>{value.title}</h3>
              <p>{value.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section labelId="stats-title">
        <SectionHeading id="stats-title" title={stats.title} intro={stats.intro} />
        <StatGrid stats={stats.items} />
      </Section>
      <Section labelId="team-title" className="alt">
        <SectionHeading id="team-title" title={team.title} intro={team.intro} />
        <ul className="card-grid four">
          {team.members.map((member, index) => (
            <li key={index} className="card">
              <span className="icon-badge">
                <Icon name={member.icon} size={26} />
              </span>
              <h3>{member.role}</h3>
              <p>{member.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section labelId="cta-title" className="cta">
        <SectionHeading id="cta-title" title={cta.title} intro={cta.intro} />
        <a
          className="button button-primary"
          href={whatsappLink(company, cta.greeting)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="chat" size={20} /> {cta.whatsapp}
          <span className="visually-hidden"> {t('whatsapp.newTab')}</span>
        </a>
      </Section>
    </>
  );
}
