import { CityPageView } from '@/features/cities/components/city-page-view';
import { MEDINA } from '@/features/cities/data/city-pages/medina';
import { cityMeta } from '@/features/cities/seo';

/** /cities/medina — one small module per city, so each page loads only its own content. */
export const meta = () => cityMeta(MEDINA);

export default function MedinaPage() {
  return <CityPageView city={MEDINA} />;
}
