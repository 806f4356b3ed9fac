import { companyOf } from '@/lib/company';
import { homeContent as content } from '@/content/home/en';
import { companyJsonLdMeta, faqJsonLdMeta } from '@/seo/page-json-ld';
import { pageMeta } from '@/lib/seo';
import { HomePage } from '@/pages/home-page';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    company: companyOf(matches),
    lang: 'en',
    path: '/en',
    ...content.seo,
    extra: [
      ...companyJsonLdMeta(companyOf(matches), 'en', '/en', content.seo.description),
      ...faqJsonLdMeta(content.faq.items, '/en'),
    ],
  });

export default function Home() {
  return <HomePage content={content} />;
}
