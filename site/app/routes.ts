import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';
import { CITY_SLUGS, MANIFEST_PATH, SERVICE_SLUGS, serviceRouteId } from './route-paths';

/**
 * Arabic pages at the bare paths, English under /en. Each language has its own layout (which loads
 * only that language's strings) and its own small route modules (which load only that language's
 * content); route ids are therefore distinct. Paths must match route-paths.ts (the prerender list).
 * City and district routes (Arabic, plus /en/cities) are added next to the pages of their language.
 * A page whose loader picks its language (routes/privacy.tsx) is one module mounted twice, by id.
 */
export default [
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  route(MANIFEST_PATH.slice(1), 'routes/seo/manifest.ts'),
  layout('layouts/arabic.tsx', [
    index('routes/ar/home.tsx'),
    route('about', 'routes/ar/about.tsx'),
    route('services', 'routes/ar/services.tsx'),
    ...SERVICE_SLUGS.map((slug) =>
      route(`services/${slug}`, 'routes/ar/service.tsx', { id: serviceRouteId('ar', slug) }),
    ),
    route('portfolio', 'routes/ar/portfolio.tsx'),
    route('cities', 'routes/cities/index-ar.tsx'),
    ...CITY_SLUGS.map((slug) => route(`cities/${slug}`, `routes/cities/${slug}.tsx`)),
    route('cities/medina/aziziyah', 'routes/cities/medina-aziziyah.tsx'),
    route('contact', 'routes/ar/contact.tsx'),
    route('privacy', 'routes/privacy.tsx', { id: 'ar-privacy' }),
    route('*', 'routes/ar/not-found.tsx'),
  ]),
  ...prefix('en', [
    layout('layouts/english.tsx', [
      index('routes/en/home.tsx'),
      route('about', 'routes/en/about.tsx'),
      route('services', 'routes/en/services.tsx'),
      ...SERVICE_SLUGS.map((slug) =>
        route(`services/${slug}`, 'routes/en/service.tsx', { id: serviceRouteId('en', slug) }),
      ),
      route('portfolio', 'routes/en/portfolio.tsx'),
      route('cities', 'routes/cities/index-en.tsx'),
      route('contact', 'routes/en/contact.tsx'),
      route('privacy', 'routes/privacy.tsx', { id: 'en-privacy' }),
      route('*', 'routes/en/not-found.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
