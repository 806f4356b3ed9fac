import { companyOf } from '@/lib/company';
import { CityPageView } from '@/features/cities/components/city-page-view';
import { DAMMAM } from '@/features/cities/data/city-pages/dammam';
import { cityMeta } from '@/features/cities/seo';
import type { Route } from './+types/dammam';

/** /cities/dammam — one small module per city, so each page loads only its own content. */
export const meta: Route.MetaFunction = ({ matches }) => cityMeta(companyOf(matches), DAMMAM);

export default function DammamPage() {
  return <CityPageView city={DAMMAM} />;
}
