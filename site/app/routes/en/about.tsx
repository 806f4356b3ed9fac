import { aboutContent as content } from '@/content/about/en';
import { companyJsonLdMeta } from '@/features/seo/page-json-ld';
import { pageMeta } from '@/lib/seo';
import { AboutPage } from '@/pages/about-page';

export const meta = () =>
  pageMeta({
    lang: 'en',
    path: '/en/about',
    ...content.seo,
    extra: companyJsonLdMeta('en', '/en/about', content.seo.description),
  });

export default function About() {
  return <AboutPage content={content} />;
}
