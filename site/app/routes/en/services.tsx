import { siteOf } from '@/lib/company';
import { servicesFrom } from '@/lib/published-content.server';
import { servicesContent as texts } from '@/texts/services/en';
import { servicesContent } from '@/texts/with-published';
import { pageMeta } from '@/lib/seo';
import { ServicesPage } from '@/pages/services-page';
import type { Route } from './+types/services';

export function loader({ context }: Route.LoaderArgs) {
  return servicesFrom(context, 'en');
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ site: siteOf(matches), lang: 'en', path: '/en/services', ...texts.seo });

export default function Services({ loaderData }: Route.ComponentProps) {
  return <ServicesPage content={servicesContent(texts, loaderData)} />;
}
