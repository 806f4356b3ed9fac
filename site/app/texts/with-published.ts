import type { InLanguage } from '@shared/content/in-language';
import type { FiguresSection } from '@shared/content/figures';
import type { IconName } from '@/components/icon';
import type { AboutContent, AboutPublished, AboutTexts } from './about';
import type { ContactContent, ContactTexts } from './contact';
import type { HomeContent, HomePublished, HomeTexts } from './home';
import type { PortfolioContent, PortfolioTexts } from './portfolio';
import type {
  ServiceDetail,
  ServiceDetailTexts,
  ServicesContent,
  ServicesPublished,
  ServicesTexts,
  ServiceSummary,
} from './services';
import type { Stat } from './types';
import type { ServiceSlug } from '@/route-paths';

/**
 * A page's own texts (the build's) joined with what the office published, in the page's language:
 * each page's loader calls its join when the page is rendered, so none of this reaches the browser's
 * code. The published figures take the icons of their places.
 */
export type PublishedFigures = InLanguage<FiguresSection>;
type Figures = PublishedFigures[keyof PublishedFigures];

/** What the services overview's loader sends. */
export interface ServicesOverview {
  groups: Record<ServiceSlug, ServiceSummary>;
  whyUs: ServicesPublished['whyUs'];
}

export function withIcons(figures: Figures, icons: readonly IconName[]): Stat[] {
  return figures.map((figure, index) => ({ ...figure, icon: icons[index] }));
}

export function homeContent(texts: HomeTexts, home: HomePublished, figures: Figures): HomeContent {
  const { statIcons, ...rest } = texts;
  return {
    ...rest,
    hero: home.hero,
    stats: withIcons(figures, statIcons),
    testimonials: { ...texts.testimonials, items: home.testimonials },
  };
}

export function aboutContent(texts: AboutTexts, about: AboutPublished, figures: Figures): AboutContent {
  return {
    ...texts,
    story: { ...texts.story, paragraphs: about.story },
    mission: { ...texts.mission, text: about.mission },
    vision: { ...texts.vision, text: about.vision },
    values: { ...texts.values, items: about.values },
    stats: { title: texts.stats.title, intro: texts.stats.intro, items: withIcons(figures, texts.stats.icons) },
    team: { ...texts.team, members: about.team },
  };
}

/** The services overview: every group's summary (its loader sends no more), and the reasons. */
export function servicesContent(texts: ServicesTexts, services: ServicesOverview): ServicesContent {
  return { ...texts, groups: services.groups, whyUs: { ...texts.whyUs, items: services.whyUs } };
}

export function contactContent(texts: ContactTexts, figures: Figures): ContactContent {
  const { statIcons, ...why } = texts.why;
  return { ...texts, why: { ...why, stats: withIcons(figures, statIcons) } };
}

export function portfolioContent(texts: PortfolioTexts, figures: Figures): PortfolioContent {
  const { statIcons, ...rest } = texts;
  return { ...rest, stats: withIcons(figures, statIcons) };
}

/** One service group's page: its texts with its published group, and the service pages' figures. */
export function serviceDetail(
  texts: ServicesTexts,
  slug: ServiceSlug,
  group: ServicesPublished['groups'][ServiceSlug],
  figures: Figures,
): { service: ServiceDetail; detail: ServiceDetailTexts } {
  const { statIcons, ...detail } = texts.detail;
  return { service: { ...texts.groups[slug], ...group }, detail: { ...detail, stats: withIcons(figures, statIcons) } };
}
