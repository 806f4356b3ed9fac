import { siteOf } from '@/lib/company';
import { cityFrom } from '@/lib/published-content.server';
import { CityPageView } from '@/features/cities/components/city-page-view';
import { MAKKAH } from '@/features/cities/data/city-pages/makkah';
import { cityPage } from '@/features/cities/data/with-published';
import { cityMeta } from '@/features/cities/seo';
import type { Route } from './+types/makkah';

/** /cities/makkah — one small module per city, so each page loads only its own content. */
export function loader({ context }: Route.LoaderArgs) {
  return { city: cityFrom(context, 'makkah') };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? cityMeta(siteOf(matches), cityPage(MAKKAH, loaderData.city)) : [];

export default function MakkahPage({ loaderData }: Route.ComponentProps) {
  return <CityPageView city={cityPage(MAKKAH, loaderData.city)} />;
}
