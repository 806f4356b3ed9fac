import { companyOf } from '@/lib/company';
import { CityPageView } from '@/features/cities/components/city-page-view';
import { RIYADH } from '@/features/cities/data/city-pages/riyadh';
import { cityMeta } from '@/features/cities/seo';
import type { Route } from './+types/riyadh';

/** /cities/riyadh — one small module per city, so each page loads only its own content. */
export const meta: Route.MetaFunction = ({ matches }) => cityMeta(companyOf(matches), RIYADH);

export default function RiyadhPage() {
  return <CityPageView city={RIYADH} />;
}
