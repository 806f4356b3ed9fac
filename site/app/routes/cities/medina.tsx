import { companyOf } from '@/lib/company';
import { CityPageView } from '@/features/cities/components/city-page-view';
import { MEDINA } from '@/features/cities/data/city-pages/medina';
import { cityMeta } from '@/features/cities/seo';
import type { Route } from './+types/medina';

/** /cities/medina — one small module per city, so each page loads only its own content. */
export const meta: Route.MetaFunction = ({ matches }) => cityMeta(companyOf(matches), MEDINA);

export default function MedinaPage() {
  return <CityPageView city={MEDINA} />;
}
