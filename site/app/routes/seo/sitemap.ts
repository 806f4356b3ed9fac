import { sitemapEntries, sitemapXml } from '@/seo/sitemap';
import { publicBaseUrlFrom, publishedAtFrom } from '@/lib/published-content.server';
import { ARABIC_ONLY_PATHS, BILINGUAL_PATHS, englishPath } from '@/route-paths';
import type { Route } from './+types/sitemap';

/**
 * /sitemap.xml — a resource route, prerendered at build time from route-paths.ts, and rendered again
 * by the server after each publish (with the day of the publish as every page's lastmod) and on the
 * address it runs with.
 */
export function loader({ context }: Route.LoaderArgs) {
  const xml = sitemapXml(
    sitemapEntries({
      baseUrl: publicBaseUrlFrom(context),
      bilingualPaths: BILINGUAL_PATHS,
      arabicOnlyPaths: ARABIC_ONLY_PATHS,
      englishPath,
    }),
    publishedAtFrom(context)?.slice(0, 10),
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
