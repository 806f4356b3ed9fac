import { contactContent as content } from '@/content/contact/en';
import { pageMeta } from '@/lib/seo';
import { ContactPage } from '@/pages/contact-page';

export const meta = () => pageMeta({ lang: 'en', path: '/en/contact', ...content.seo });

export default function Contact() {
  return <ContactPage content={content} />;
}
