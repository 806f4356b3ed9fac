import { companyOf } from '@/lib/company';
import { CityPageView } from '@/features/cities/components/city-page-view';
import { MAKKAH } from '@/features/cities/data/city-pages/makkah';
import { cityMeta } from '@/features/cities/seo';
import type { Route } from './+types/makkah';

/** /cities/makkah — one small module per city, so each page loads only its own content. */
export const meta: Route.MetaFunction = ({ matches }) => cityMeta(companyOf(matches), MAKKAH);

export default function MakkahPage() {
  return <CityPageView city={MAKKAH} />;
}
