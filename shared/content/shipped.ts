import { COMPANY } from '../company';
import type { SiteContent } from './sections';
import { SHIPPED_ABOUT } from './seed/about';
import { SHIPPED_CITIES } from './seed/cities';
import { SHIPPED_FAQ } from './seed/faq';
import { SHIPPED_FIGURES } from './seed/figures';
import { SHIPPED_HOME } from './seed/home';
import { SHIPPED_SERVICES } from './seed/services';

/**
 * The site's content as shipped: the first published version of every section, seeded on the
 * first start, and what the build's prerendered pages show. Kept apart from the sections' checks
 * so the admin's forms do not download the whole site's text.
 */
export const SHIPPED_CONTENT: SiteContent = {
  company: COMPANY,
  home: SHIPPED_HOME,
  figures: SHIPPED_FIGURES,
  faq: SHIPPED_FAQ,
  services: SHIPPED_SERVICES,
  cities: SHIPPED_CITIES,
  about: SHIPPED_ABOUT,
};
