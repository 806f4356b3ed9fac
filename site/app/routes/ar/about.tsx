import { companyOf } from '@/lib/company';
import { aboutContent as content } from '@/content/about/ar';
import { companyJsonLdMeta } from '@/seo/page-json-ld';
import { pageMeta } from '@/lib/seo';
import { AboutPage } from '@/pages/about-page';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    company: companyOf(matches),
    lang: 'ar',
    path: '/about',
    ...content.seo,
    extra: companyJsonLdMeta(companyOf(matches), 'ar', '/about', content.seo.description),
  });

export default function About() {
  return <AboutPage content={content} />;
}
