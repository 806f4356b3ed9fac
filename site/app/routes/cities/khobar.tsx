import { siteOf } from '@/lib/company';
import { cityFrom } from '@/lib/published-content.server';
import { CityPageView } from '@/features/cities/components/city-page-view';
import { KHOBAR } from '@/features/cities/data/city-pages/khobar';
import { cityPage } from '@/features/cities/data/with-published';
import { cityMeta } from '@/features/cities/seo';
import type { Route } from './+types/khobar';

/** /cities/khobar — one small module per city, so each page loads only its own content. */
export function loader({ context }: Route.LoaderArgs) {
  return { city: cityFrom(context, 'khobar') };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? cityMeta(siteOf(matches), cityPage(KHOBAR, loaderData.city)) : [];

export default function KhobarPage({ loaderData }: Route.ComponentProps) {
  return <CityPageView city={cityPage(KHOBAR, loaderData.city)} />;
}
