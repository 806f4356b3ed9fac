import { siteOf } from '@/lib/company';
import { pageMeta } from '@/lib/seo';
import { en as strings } from '@/locales/en';
import { NotFoundPage } from '@/pages/not-found-page';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    site: siteOf(matches),
    lang: 'en',
    path: location.pathname,
    title: strings.notFound.metaTitle.replace('{{name}}', siteOf(matches).company.name.en),
    description: strings.notFound.description,
    noindex: true,
  });

export default function NotFound() {
  return <NotFoundPage />;
}
