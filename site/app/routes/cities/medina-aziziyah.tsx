import { DistrictPageView } from '@/features/cities/components/district-page-view';
import { AZIZIYAH } from '@/features/cities/data/district-aziziyah';
import { districtMeta } from '@/features/cities/seo';
import type { Route } from './+types/medina-aziziyah';

export const meta: Route.MetaFunction = () => districtMeta(AZIZIYAH);

export default function AziziyahPage() {
  return <DistrictPageView district={AZIZIYAH} />;
}
