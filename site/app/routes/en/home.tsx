import { homeContent as content } from '@/content/home/en';
import { pageMeta } from '@/lib/seo';
import { HomePage } from '@/pages/home-page';

export const meta = () => pageMeta({ lang: 'en', path: '/en', ...content.seo });

export default function Home() {
  return <HomePage content={content} />;
}
