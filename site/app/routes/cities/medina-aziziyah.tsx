import { siteOf } from '@/lib/company';
import { cityFrom } from '@/lib/published-content.server';
import { DistrictPageView } from '@/features/cities/components/district-page-view';
import { AZIZIYAH } from '@/features/cities/data/district-aziziyah';
import { districtPage } from '@/features/cities/data/with-published';
import { districtMeta } from '@/features/cities/seo';
import type { Route } from './+types/medina-aziziyah';

export function loader({ context }: Route.LoaderArgs) {
  return { district: cityFrom(context, 'aziziyah') };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? districtMeta(siteOf(matches), districtPage(AZIZIYAH, loaderData.district)) : [];

export default function AziziyahPage({ loaderData }: Route.ComponentProps) {
  return <DistrictPageView district={districtPage(AZIZIYAH, loaderData.district)} />;
}
