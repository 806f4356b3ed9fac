import { contactContent as content } from '@/content/contact/en';
import { companyJsonLdMeta } from '@/seo/page-json-ld';
import { pageMeta } from '@/lib/seo';
import { ContactPage } from '@/pages/contact-page';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    lang: 'en',
    path: '/en/contact',
    ...content.seo,
    extra: companyJsonLdMeta('en', '/en/contact', content.seo.description),
  });

export default function Contact() {
  return <ContactPage content={content} />;
}
