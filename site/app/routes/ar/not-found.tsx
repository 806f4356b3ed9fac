import { siteOf } from '@/lib/company';
import { pageMeta } from '@/lib/seo';
import { ar as strings } from '@/locales/ar';
import { NotFoundPage } from '@/pages/not-found-page';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    site: siteOf(matches),
    lang: 'ar',
    path: location.pathname,
    title: strings.notFound.metaTitle.replace('{{name}}', siteOf(matches).company.name.ar),
    description: strings.notFound.description,
    noindex: true,
  });

export default function NotFound() {
  return <NotFoundPage />;
}
