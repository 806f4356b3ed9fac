import type { Category } from '@shared/constants';
import type { InLanguage } from '@shared/content/in-language';
import type { HomeSection } from '@shared/content/home';
import type { IconName } from '@/components/icon';
import type { Heading, PageSeo, Stat } from '@/texts/types';

/** The home page's own texts. The hero, figures, testimonials and questions are published content. */
export interface HomeTexts {
  seo: PageSeo;
  /** The icons of the figures, in their places. */
  statIcons: IconName[];
  about: Heading & { paragraphs: string[]; points: string[]; more: string };
  services: Heading & { cards: { slug: Category; title: string; description: string }[] };
  gallery: Heading;
  testimonials: Heading;
  faq: Heading;
  contact: Heading & { promise: string };
}

/** The published parts of the home page in its language (given by its loader). */
export type HomePublished = InLanguage<HomeSection>;

/** What the home page shows: its texts with the published parts. */
export interface HomeContent extends Omit<HomeTexts, 'statIcons' | 'testimonials'> {
  hero: HomePublished['hero'];
  stats: Stat[];
  testimonials: Heading & { items: HomePublished['testimonials'] };
}
