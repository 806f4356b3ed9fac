import { CitiesIndexView } from '@/features/cities/components/cities-index-view';
import { citiesIndexMeta } from '@/features/cities/seo';

export const meta = () => citiesIndexMeta('ar');

export default function CitiesIndexArabic() {
  return <CitiesIndexView lang="ar" />;
}
