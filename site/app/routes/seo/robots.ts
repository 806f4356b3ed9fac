import { robotsTxt } from '@/features/seo/robots';
import { PUBLIC_BASE_URL } from '@/lib/seo';

/** /robots.txt — a resource route, prerendered at build time. */
export function loader() {
  return new Response(robotsTxt(PUBLIC_BASE_URL), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
