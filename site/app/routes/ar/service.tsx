import { useLocation, type MetaArgs } from 'react-router';
import { servicesContent as content } from '@/content/services/ar';
import { pageMeta } from '@/lib/seo';
import { ServicePage } from '@/pages/service-page';
import { SERVICE_SLUGS, type ServiceSlug } from '@/route-paths';

/** One module for the six service routes; the slug is the last path segment. */
function slugOf(pathname: string): ServiceSlug {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return SERVICE_SLUGS.find((slug) => slug === last) ?? 'cleaning';
}

export const meta = ({ location }: MetaArgs) => {
  const slug = slugOf(location.pathname);
  return pageMeta({ lang: 'ar', path: `/services/${slug}`, ...content.groups[slug].seo });
};

export default function Service() {
  return <ServicePage slug={slugOf(useLocation().pathname)} content={content} />;
}
