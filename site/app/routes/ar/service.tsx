import { siteOf } from '@/lib/company';
import { serviceFrom } from '@/lib/published-content.server';
import { servicesContent as texts } from '@/texts/services/ar';
import { serviceDetail } from '@/texts/with-published';
import { pageMeta } from '@/lib/seo';
import { ServicePage } from '@/pages/service-page';
import { serviceSlugOfPath, serviceSlugOfRoute } from '@/route-paths';
import type { Route } from './+types/service';

/** One module for the six service routes of routes.ts; each route's own id names its service. */
export function loader({ context, url }: Route.LoaderArgs) {
  return serviceFrom(context, 'ar', serviceSlugOfPath(url.pathname));
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const slug = serviceSlugOfRoute(matches.at(-1)?.id ?? '');
  return pageMeta({
    site: siteOf(matches),
    lang: 'ar',
    path: `/services/${slug}`,
    ...texts.groups[slug].seo,
  });
};

export default function Service({ matches, loaderData }: Route.ComponentProps) {
  const slug = serviceSlugOfRoute(matches.at(-1)?.id ?? '');
  return <ServicePage slug={slug} {...serviceDetail(texts, slug, loaderData.group, loaderData.figures)} />;
}
