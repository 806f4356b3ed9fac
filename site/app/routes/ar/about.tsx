import { aboutContent as content } from '@/content/about/ar';
import { pageMeta } from '@/lib/seo';
import { AboutPage } from '@/pages/about-page';

export const meta = () => pageMeta({ lang: 'ar', path: '/about', ...content.seo });

export default function About() {
  return <AboutPage content={content} />;
}
