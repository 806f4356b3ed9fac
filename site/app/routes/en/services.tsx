import { companyOf } from '@/lib/company';
import { servicesContent as content } from '@/content/services/en';
import { pageMeta } from '@/lib/seo';
import { ServicesPage } from '@/pages/services-page';
import type { Route } from './+types/services';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ company: companyOf(matches), lang: 'en', path: '/en/services', ...content.seo });

export default function Services() {
  return <ServicesPage content={content} />;
}
