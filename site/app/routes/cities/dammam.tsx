import { siteOf } from '@/lib/company';
import { cityFrom } from '@/lib/published-content.server';
import { CityPageView } from '@/features/cities/components/city-page-view';
import { DAMMAM } from '@/features/cities/data/city-pages/dammam';
import { cityPage } from '@/features/cities/data/with-published';
import { cityMeta } from '@/features/cities/seo';
import type { Route } from './+types/dammam';

/** /cities/dammam — one small module per city, so each page loads only its own content. */
export function loader({ context }: Route.LoaderArgs) {
  return { city: cityFrom(context, 'dammam') };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? cityMeta(siteOf(matches), cityPage(DAMMAM, loaderData.city)) : [];

export default function DammamPage({ loaderData }: Route.ComponentProps) {
  return <CityPageView city={cityPage(DAMMAM, loaderData.city)} />;
}
