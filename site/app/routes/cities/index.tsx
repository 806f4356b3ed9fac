import { CitiesIndexView } from '@/features/cities/components/cities-index-view';
import { citiesIndexPage } from '@/features/cities/data/index-page';
import { citiesIndexMeta } from '@/features/cities/seo';
import { siteOf } from '@/lib/company';
import { languageOfPath } from '@/route-paths';
import type { Route } from './+types/index';

/**
 * /cities and /en/cities (routes.ts mounts this module twice). The loader gives the page its
 * language's texts and city lists; it runs when the page is rendered and is left out of the browser's
 * code. The city and district pages it links to are Arabic only, a module each.
 */
export function loader({ url }: Route.LoaderArgs) {
  const path = url.pathname;
  const lang = languageOfPath(path);
  return { lang, path, content: citiesIndexPage(lang) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? citiesIndexMeta(siteOf(matches), loaderData.lang, loaderData.content.seo) : [];

export default function CitiesIndex({ loaderData: { lang, content } }: Route.ComponentProps) {
  return <CitiesIndexView lang={lang} content={content} />;
}
