import type { Category } from '@shared/constants';
import type { FaqEntry, Heading, PageSeo, Stat, Testimonial } from '@/content/types';

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
  faq: Heading & { items: FaqEntry[] };
  contact: Heading & { promise: string };
}
