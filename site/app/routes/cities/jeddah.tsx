import { siteOf } from '@/lib/company';
import { cityFrom } from '@/lib/published-content.server';
import { CityPageView } from '@/features/cities/components/city-page-view';
import { JEDDAH } from '@/features/cities/data/city-pages/jeddah';
import { cityPage } from '@/features/cities/data/with-published';
import { cityMeta } from '@/features/cities/seo';
import type { Route } from './+types/jeddah';

/** /cities/jeddah — one small module per city, so each page loads only its own content. */
export function loader({ context }: Route.LoaderArgs) {
  return { city: cityFrom(context, 'jeddah') };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? cityMeta(siteOf(matches), cityPage(JEDDAH, loaderData.city)) : [];

export default function JeddahPage({ loaderData }: Route.ComponentProps) {
  return <CityPageView city={cityPage(JEDDAH, loaderData.city)} />;
}
