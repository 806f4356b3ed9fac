import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from 'react-router';
import type { RootData } from '@/lib/company';
import { companyFrom, publicBaseUrlFrom } from '@/lib/published-content.server';
import { HEAD_SCRIPT } from '@/lib/head-script';
import { THEME_COLORS } from '@/lib/seo';
import { languageOfPath, MANIFEST_PATH, pageNeedsScripts } from '@/route-paths';
import css from './styles/app.css?inline';
import type { Route } from './+types/root';

/**
 * The stylesheet is inlined in each prerendered page: first paint then needs nothing but the HTML
 * (a linked file would share the first round trips with two dozen module preloads). Only the
 * prerender carries the text; in the browser the <style> the HTML already has is kept as it is.
 */
const INLINE_CSS = import.meta.env.SSR ? css : '';

/**
 * What every page needs from the published content: the company's details (footer, calls, chat links,
 * structured data), and the site's address for its absolute URLs (canonical, hreflang, Open Graph,
 * structured data). Rendered into the page with it and read once: no navigation asks again.
 */
export function loader({ context }: Route.LoaderArgs): RootData {
  return { company: companyFrom(context), publicBaseUrl: publicBaseUrlFrom(context) };
}
export const shouldRevalidate = () => false;

/**
 * The document. `lang` and `dir` come from the path: Arabic (rtl) by default, English (ltr) under /en.
 * Only the pages that need them get the framework's scripts (route-paths.ts, pageNeedsScripts).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const lang = languageOfPath(pathname);
  // In the browser the scripts are running already: a navigation keeps them in the document.
  const withScripts = !import.meta.env.SSR || pageNeedsScripts(pathname);
  return (
    // data-theme is set by the head script before React hydrates.
    <html lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLORS.light} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLORS.dark} />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <style dangerouslySetInnerHTML={{ __html: INLINE_CSS }} suppressHydrationWarning />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href={MANIFEST_PATH} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {withScripts ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function Root() {
  return <Outlet />;
}

/** Last-resort boundary: unknown paths are handled by the splat routes, so this only shows real failures. */
export function ErrorBoundary() {
  const error = useRouteError();
  const text = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Error';
  return (
    <main style={{ padding: '4rem 1rem', textAlign: 'center' }}>
      <h1>{text}</h1>
      <p>
        <a href="/">/</a>
      </p>
    </main>
  );
}
