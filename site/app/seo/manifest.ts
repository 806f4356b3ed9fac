import type { CompanyProfile } from '@shared/company';

export const ICONS = {
  favicon: '/favicon.svg',
  faviconIco: '/favicon.ico',
  appleTouch: '/apple-touch-icon.png',
  icon192: '/icon-192.png',
  icon512: '/icon-512.png',
  maskable512: '/icon-maskable-512.png',
} as const;

/** Web app manifest of the site: Arabic first (lang ar, dir rtl), like the site itself. */
export function webManifest(
  company: CompanyProfile,
  themeColor: string,
  backgroundColor: string,
): Record<string, unknown> {
  return {
    name: company.name.ar,
    short_name: company.shortName.ar,
    description: 'تنظيف وجلي رخام ونقل أثاث وصيانة وتنسيق حدائق في المدينة المنورة وأكثر من 30 مدينة، على مدار الساعة.',
    lang: 'ar',
    dir: 'rtl',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: [
      { src: ICONS.icon192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: ICONS.icon512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: ICONS.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
