import { companyOf } from '@/lib/company';
import { CityPageView } from '@/features/cities/components/city-page-view';
import { JEDDAH } from '@/features/cities/data/city-pages/jeddah';
import { cityMeta } from '@/features/cities/seo';
import type { Route } from './+types/jeddah';

/** /cities/jeddah — one small module per city, so each page loads only its own content. */
export const meta: Route.MetaFunction = ({ matches }) => cityMeta(companyOf(matches), JEDDAH);

export default function JeddahPage() {
  return <CityPageView city={JEDDAH} />;
}
