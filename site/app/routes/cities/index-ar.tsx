import { siteOf } from '@/lib/company';
import { CitiesIndexView } from '@/features/cities/components/cities-index-view';
import { citiesIndexMeta } from '@/features/cities/seo';
import type { Route } from './+types/index-ar';

export const meta: Route.MetaFunction = ({ matches }) => citiesIndexMeta(siteOf(matches), 'ar');

export default function CitiesIndexArabic() {
  return <CitiesIndexView lang="ar" />;
}
