import type { MetaArgs } from 'react-router';
import { COMPANY } from '@shared/company';
import { pageMeta } from '@/lib/seo';
import { en as strings } from '@/locales/en';
import { NotFoundPage } from '@/pages/not-found-page';

export const meta = ({ location }: MetaArgs) =>
  pageMeta({
    lang: 'en',
    path: location.pathname,
    title: strings.notFound.metaTitle.replace('{{name}}', COMPANY.name.en),
    description: strings.notFound.description,
    noindex: true,
  });

export default function NotFound() {
  return <NotFoundPage />;
}
