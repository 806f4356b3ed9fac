import { siteOf } from '@/lib/company';
import { cityFrom } from '@/lib/published-content.server';
import { CityPageView } from '@/features/cities/components/city-page-view';
import { MEDINA } from '@/features/cities/data/city-pages/medina';
import { cityPage } from '@/features/cities/data/with-published';
import { cityMeta } from '@/features/cities/seo';
import type { Route } from './+types/medina';

/** /cities/medina — one small module per city, so each page loads only its own content. */
export function loader({ context }: Route.LoaderArgs) {
  return { city: cityFrom(context, 'medina') };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? cityMeta(siteOf(matches), cityPage(MEDINA, loaderData.city)) : [];

export default function MedinaPage({ loaderData }: Route.ComponentProps) {
  return <CityPageView city={cityPage(MEDINA, loaderData.city)} />;
}
