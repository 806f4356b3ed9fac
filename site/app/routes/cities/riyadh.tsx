import { siteOf } from '@/lib/company';
import { cityFrom } from '@/lib/published-content.server';
import { CityPageView } from '@/features/cities/components/city-page-view';
import { RIYADH } from '@/features/cities/data/city-pages/riyadh';
import { cityPage } from '@/features/cities/data/with-published';
import { cityMeta } from '@/features/cities/seo';
import type { Route } from './+types/riyadh';

/** /cities/riyadh — one small module per city, so each page loads only its own content. */
export function loader({ context }: Route.LoaderArgs) {
  return { city: cityFrom(context, 'riyadh') };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? cityMeta(siteOf(matches), cityPage(RIYADH, loaderData.city)) : [];

export default function RiyadhPage({ loaderData }: Route.ComponentProps) {
  return <CityPageView city={cityPage(RIYADH, loaderData.city)} />;
}
