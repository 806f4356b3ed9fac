import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import type { Language } from '../../shared/constants';
import { CITY_SLUGS, MANIFEST_PATH, SERVICE_SLUGS, serviceRouteId } from './route-paths';

/**
 * Arabic pages at the bare paths, English under /en. Each language has its own layout (which loads
 * only that language's strings). A page of both languages is one route module mounted under each
 * layout, its id naming the language (`ar-about`, `en-about`): its loader picks the language's content
 * when the page is rendered, so each language's page carries its own text only. City and district
 * pages are Arabic only. Paths must match route-paths.ts (the prerender list).
 */
function bilingualPages(lang: Language): RouteConfigEntry[] {
  const page = (path: string, file: string, name = file) =>
    route(path, `routes/${file}.tsx`, { id: `${lang}-${name}` });
  return [
    index('routes/home.tsx', { id: `${lang}-home` }),
    page('about', 'about'),
    page('services', 'services'),
    ...SERVICE_SLUGS.map((slug) => route(`services/${slug}`, 'routes/service.tsx', { id: serviceRouteId(lang, slug) })),
    page('portfolio', 'portfolio'),
    page('cities', 'cities/index', 'cities'),
    page('contact', 'contact'),
    page('privacy', 'privacy'),
    page('book', 'book'),
    page('booking', 'booking'),
    page('*', 'not-found'),
  ];
}

export default [
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  route(MANIFEST_PATH.slice(1), 'routes/seo/manifest.ts'),
  layout('layouts/arabic.tsx', [
    ...bilingualPages('ar'),
    ...CITY_SLUGS.map((slug) => route(`cities/${slug}`, `routes/cities/${slug}.tsx`)),
    route('cities/medina/aziziyah', 'routes/cities/medina-aziziyah.tsx'),
  ]),
  ...prefix('en', [layout('layouts/english.tsx', bilingualPages('en'))]),
] satisfies RouteConfig;
