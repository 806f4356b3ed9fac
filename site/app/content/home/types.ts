import type { Category } from '@shared/constants';
import type { Heading, PageSeo, Stat, Testimonial } from '@/content/types';

export interface HomeContent {
  seo: PageSeo;
  hero: {
    badge: string;
    title: string;
    subtitle: string;
    primaryCta: string;
    secondaryCta: string;
    bookingMessage: string;
  };
  stats: Stat[];
  about: Heading & { paragraphs: string[]; points: string[]; more: string };
  services: Heading & { cards: { slug: Category; title: string; description: string }[] };
  gallery: Heading;
  testimonials: Heading & { items: Testimonial[] };
  /** The questions themselves are published content (shared/content/faq.ts), given by the page's loader. */
  faq: Heading;
  contact: Heading & { promise: string };
}
