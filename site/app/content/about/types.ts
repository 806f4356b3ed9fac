import type { IconName } from '@/components/icon';
import type { Heading, PageSeo, Stat } from '@/content/types';

export interface AboutContent {
  seo: PageSeo;
  hero: Heading;
  story: { title: string; paragraphs: string[] };
  mission: { title: string; text: string };
  vision: { title: string; text: string };
  values: Heading & { items: { icon: IconName; title: string; description: string }[] };
  stats: Heading & { items: Stat[] };
  team: Heading & { members: { role: string; description: string; icon: IconName }[] };
  cta: Heading & { whatsapp: string; greeting: string };
}
