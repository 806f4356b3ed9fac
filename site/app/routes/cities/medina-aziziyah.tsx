import { companyOf } from '@/lib/company';
import { DistrictPageView } from '@/features/cities/components/district-page-view';
import { AZIZIYAH } from '@/features/cities/data/district-aziziyah';
import { districtMeta } from '@/features/cities/seo';
import type { Route } from './+types/medina-aziziyah';

export const meta: Route.MetaFunction = ({ matches }) => districtMeta(companyOf(matches), AZIZIYAH);

export default function AziziyahPage() {
  return <DistrictPageView district={AZIZIYAH} />;
}
