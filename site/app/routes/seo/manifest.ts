import { companyFrom } from '@/lib/published-content.server';
import { webManifest } from '@/seo/manifest';
import { THEME_COLORS } from '@/lib/seo';
import type { Route } from './+types/manifest';

/** The brand teal of the icons, used for the installed app's title bar. */
const BRAND_COLOR = '#0f766e';

/** /manifest.webmanifest — a resource route, prerendered at build time. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(JSON.stringify(webManifest(companyFrom(context), BRAND_COLOR, THEME_COLORS.light), null, 2), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8' },
  });
}
