import { contactContent as content } from '@/content/contact/ar';
import { pageMeta } from '@/lib/seo';
import { ContactPage } from '@/pages/contact-page';

export const meta = () => pageMeta({ lang: 'ar', path: '/contact', ...content.seo });

export default function Contact() {
  return <ContactPage content={content} />;
}
