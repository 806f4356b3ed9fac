import { CitiesIndexView } from '@/features/cities/components/cities-index-view';
import { citiesIndexMeta } from '@/features/cities/seo';

export const meta = () => citiesIndexMeta('en');

export default function CitiesIndexEnglish() {
  return <CitiesIndexView lang="en" />;
}
