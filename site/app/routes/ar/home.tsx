import { companyOf } from '@/lib/company';
import { homeContent as content } from '@/content/home/ar';
import { companyJsonLdMeta, faqJsonLdMeta } from '@/seo/page-json-ld';
import { pageMeta } from '@/lib/seo';
import { HomePage } from '@/pages/home-page';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    company: companyOf(matches),
    lang: 'ar',
    path: '/',
    ...content.seo,
    extra: [
      ...companyJsonLdMeta(companyOf(matches), 'ar', '/', content.seo.description),
      ...faqJsonLdMeta(content.faq.items, '/'),
    ],
  });

export default function Home() {
  return <HomePage content={content} />;
}
