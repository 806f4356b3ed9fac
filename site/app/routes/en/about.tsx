import { aboutContent as content } from '@/content/about/en';
import { pageMeta } from '@/lib/seo';
import { AboutPage } from '@/pages/about-page';

export const meta = () => pageMeta({ lang: 'en', path: '/en/about', ...content.seo });

export default function About() {
  return <AboutPage content={content} />;
}
