import { robotsTxt } from '@/seo/robots';
import { PUBLIC_BASE_URL } from '@/lib/seo';
import type { Route } from './+types/robots';

/** /robots.txt — a resource route, prerendered at build time. */
export function loader(_args: Route.LoaderArgs) {
  return new Response(robotsTxt(PUBLIC_BASE_URL), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
