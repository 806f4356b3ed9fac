import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

import { useLocalePath } from '@/lib/paths';
import { useTranslation } from 'react-i18next';

/** 404 for any unknown path. The missing path goes to the console as a warning (not an error). */
export function NotFoundPage() {
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
