import type { IconName } from '@/components/icon';
import type { Heading, PageSeo, Stat } from '@/content/types';

export interface ContactContent {
  seo: PageSeo;
  hero: Heading;
  quick: Heading & { items: { icon: IconName; label: string; message: string }[] };
  cards: {
    phone: { title: string; text: string };
    whatsapp: { title: string; text: string; action: string; greeting: string };
    location: { title: string; text: string };
    hours: { title: string; text: string };
  };
  why: Heading & { benefits: string[]; stats: Stat[] };
  form: Heading;
}
