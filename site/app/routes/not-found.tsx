import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { siteOf } from '@/lib/company';
import { i18nFor } from '@/lib/i18n';
import { useLocalePath } from '@/lib/paths';
import { pageMeta } from '@/lib/seo';
import { languageOfPath } from '@/route-paths';
import type { Route } from './+types/not-found';

/**
 * The 404 page of both languages (routes.ts mounts this module as the splat route of each; the build
 * keeps it as 404.html and en/404.html). Its words are the language's interface strings, which its
 * layout has registered already: no loader, so a navigation in the browser to an unknown path shows it
 * without asking the server for data that does not exist.
 */
export const meta: Route.MetaFunction = ({ location, matches }) => {
  const lang = languageOfPath(location.pathname);
  const site = siteOf(matches);
  const t = i18nFor(lang).t;
  return pageMeta({
    site,
    lang,
    path: location.pathname,
    title: t('notFound.metaTitle', { name: site.company.name[lang] }),
    description: t('notFound.description'),
    noindex: true,
  });
};

/** 404 for any unknown path. The missing path goes to the console as a warning (not an error). */
export default function NotFound() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <section className="not-found" aria-labelledby="nf-title">
      <div className="container">
        <h1 id="nf-title" className="not-found-code">
          {t('notFound.code')}
        </h1>
        <h2 className="not-found-title">{t('notFound.title')}</h2>
        <p className="lead">{t('notFound.description')}</p>
        <Link className="button button-primary" to={localePath('/')}>
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  );
}
