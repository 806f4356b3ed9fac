import { companyOf } from '@/lib/company';
import { CityPageView } from '@/features/cities/components/city-page-view';
import { KHOBAR } from '@/features/cities/data/city-pages/khobar';
import { cityMeta } from '@/features/cities/seo';
import type { Route } from './+types/khobar';

/** /cities/khobar — one small module per city, so each page loads only its own content. */
export const meta: Route.MetaFunction = ({ matches }) => cityMeta(companyOf(matches), KHOBAR);

export default function KhobarPage() {
  return <CityPageView city={KHOBAR} />;
}
