import { homeContent as content } from '@/content/home/ar';
import { companyJsonLdMeta, faqJsonLdMeta } from '@/seo/page-json-ld';
import { pageMeta } from '@/lib/seo';
import { HomePage } from '@/pages/home-page';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    lang: 'ar',
    path: '/',
    ...content.seo,
    extra: [...companyJsonLdMeta('ar', '/', content.seo.description), ...faqJsonLdMeta(content.faq.items, '/')],
  });

export default function Home() {
  return <HomePage content={content} />;
}
