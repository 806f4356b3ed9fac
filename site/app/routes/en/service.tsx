import { companyOf } from '@/lib/company';
import { servicesContent as content } from '@/content/services/en';
import { pageMeta } from '@/lib/seo';
import { ServicePage } from '@/pages/service-page';
import { serviceSlugOfRoute } from '@/route-paths';
import type { Route } from './+types/service';

/** One module for the six service routes of routes.ts; each route's own id names its service. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const slug = serviceSlugOfRoute(matches.at(-1)?.id ?? '');
  return pageMeta({
    company: companyOf(matches),
    lang: 'en',
    path: `/en/services/${slug}`,
    ...content.groups[slug].seo,
  });
};

export default function Service({ matches }: Route.ComponentProps) {
  return <ServicePage slug={serviceSlugOfRoute(matches.at(-1)?.id ?? '')} content={content} />;
}
