import type { AboutSection } from '@shared/content/about';
import type { InLanguage } from '@shared/content/in-language';
import type { IconName } from '@/components/icon';
import type { Heading, PageSeo, Stat } from '@/texts/types';

/** The about page's own texts (headings). The story, mission, vision, values, team and figures are published content. */
export interface AboutTexts {
  seo: PageSeo;
  hero: Heading;
  story: { title: string };
  mission: { title: string };
  vision: { title: string };
  values: Heading;
  stats: Heading & { icons: IconName[] };
  team: Heading;
  cta: Heading & { whatsapp: string; greeting: string };
}

export type AboutPublished = InLanguage<AboutSection>;

/** What the about page shows: its texts with the published parts. */
export interface AboutContent extends Omit<AboutTexts, 'story' | 'mission' | 'vision' | 'values' | 'stats' | 'team'> {
  story: { title: string; paragraphs: string[] };
  mission: { title: string; text: string };
  vision: { title: string; text: string };
  values: Heading & { items: (AboutPublished['values'][number] & { icon: IconName })[] };
  stats: Heading & { items: Stat[] };
  team: Heading & { members: (AboutPublished['team'][number] & { icon: IconName })[] };
}
