import type { ServiceSlug } from '@/route-paths';
import type { Heading, PageSeo, Stat } from '@/content/types';

export interface ServiceDetail {
  seo: PageSeo;
  title: string;
  subtitle: string;
  description: string;
  /** The service grid (cleaning 12, marble 5, moving 6, maintenance 8, gardens 6, additional 5). */
  items: { title: string; description: string }[];
  features: string[];
  guarantees: string[];
  /** Text of the booking button and the prefilled messaging-app text it opens. */
  cta: string;
  bookingMessage: string;
  imageAlt: string;
}

export interface ServicesContent {
  seo: PageSeo;
  hero: Heading;
  groups: Record<ServiceSlug, ServiceDetail>;
  whyUs: Heading & { items: { title: string; description: string }[] };
  cta: Heading & { whatsapp: string; contact: string; greeting: string };
  detail: {
    servicesHeading: string;
    featuresHeading: string;
    guaranteesHeading: string;
    stats: Stat[];
    ctaTitle: string;
    ctaText: string;
  };
}
