import type { IconName } from '@/components/icon';
import type { Heading, PageSeo, Stat } from '@/texts/types';

/** The contact page's own texts; its figures are published content (given by its loader). */
export interface ContactTexts {
  seo: PageSeo;
  hero: Heading;
  quick: Heading & { items: { icon: IconName; label: string; message: string }[] };
  cards: {
    phone: { title: string; text: string };
    whatsapp: { title: string; text: string; action: string; greeting: string };
    location: { title: string; text: string };
    hours: { title: string; text: string };
  };
  why: Heading & { benefits: string[]; statIcons: IconName[] };
  form: Heading;
}

/** What the contact page shows: its texts with its published figures. */
export interface ContactContent extends Omit<ContactTexts, 'why'> {
  why: Omit<ContactTexts['why'], 'statIcons'> & { stats: Stat[] };
}
