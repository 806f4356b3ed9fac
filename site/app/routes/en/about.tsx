import { companyOf } from '@/lib/company';
import { aboutContent as content } from '@/content/about/en';
import { companyJsonLdMeta } from '@/seo/page-json-ld';
import { pageMeta } from '@/lib/seo';
import { AboutPage } from '@/pages/about-page';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    company: companyOf(matches),
    lang: 'en',
    path: '/en/about',
    ...content.seo,
    extra: companyJsonLdMeta(companyOf(matches), 'en', '/en/about', content.seo.description),
  });

export default function About() {
  return <AboutPage content={content} />;
}
