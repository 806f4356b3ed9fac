import { siteOf } from '@/lib/company';
import { CitiesIndexView } from '@/features/cities/components/cities-index-view';
import { citiesIndexMeta } from '@/features/cities/seo';
import type { Route } from './+types/index-en';

export const meta: Route.MetaFunction = ({ matches }) => citiesIndexMeta(siteOf(matches), 'en');

export default function CitiesIndexEnglish() {
  return <CitiesIndexView lang="en" />;
}
