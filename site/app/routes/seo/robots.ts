import { robotsTxt } from '@/seo/robots';
import { publicBaseUrlFrom } from '@/lib/published-content.server';
import type { Route } from './+types/robots';

/** /robots.txt — a resource route, prerendered at build time and rendered again on the running address. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(publicBaseUrlFrom(context)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
