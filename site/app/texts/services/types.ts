import type { InLanguage } from '@shared/content/in-language';
import type { ServicesSection } from '@shared/content/services';
import type { IconName } from '@/components/icon';
import type { ServiceSlug } from '@/route-paths';
import type { Heading, PageSeo, Stat } from '@/texts/types';

/** A service group's own texts; what it offers is published content (`services` section). */
export interface ServiceGroupTexts {
  seo: PageSeo;
  guarantees: string[];
  imageAlt: string;
}

/** The services pages' own texts (headings, search texts, pictures' descriptions). */
export interface ServicesTexts {
  seo: PageSeo;
  hero: Heading;
  groups: Record<ServiceSlug, ServiceGroupTexts>;
  whyUs: Heading;
  cta: Heading & { whatsapp: string; contact: string; greeting: string };
  detail: {
    servicesHeading: string;
    featuresHeading: string;
    guaranteesHeading: string;
    statIcons: IconName[];
    ctaTitle: string;
    ctaText: string;
  };
}

export type ServicesPublished = InLanguage<ServicesSection>;

/**
 * One service group as its page shows it. The grid has as many services as the office lists
 * (shipped: cleaning 12, marble 5, moving 6, maintenance 8, gardens 6, additional 5); `cta` is the
 * booking button's text and `bookingMessage` the text it opens the messaging app with.
 */
export type ServiceDetail = ServiceGroupTexts & ServicesPublished['groups'][ServiceSlug];

/** What the overview shows of a group: its title, subtitle and the names of its services. */
export interface ServiceSummary {
  title: string;
  subtitle: string;
  items: { title: string }[];
}

/** What the services overview shows: its texts with the published groups and reasons. */
export interface ServicesContent extends Omit<ServicesTexts, 'groups' | 'whyUs' | 'detail'> {
  groups: Record<ServiceSlug, ServiceSummary>;
  whyUs: Heading & { items: ServicesPublished['whyUs'] };
}

/** The part of a service group's page every group shares (headings, figures). */
export type ServiceDetailTexts = Omit<ServicesTexts['detail'], 'statIcons'> & { stats: Stat[] };
