import { homeContent as content } from '@/content/home/ar';
import { pageMeta } from '@/lib/seo';
import { HomePage } from '@/pages/home-page';

export const meta = () => pageMeta({ lang: 'ar', path: '/', ...content.seo });

export default function Home() {
  return <HomePage content={content} />;
}
