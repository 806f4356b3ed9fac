import { companyOf } from '@/lib/company';
import { contactContent as content } from '@/content/contact/en';
import { companyJsonLdMeta } from '@/seo/page-json-ld';
import { pageMeta } from '@/lib/seo';
import { ContactPage } from '@/pages/contact-page';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    company: companyOf(matches),
    lang: 'en',
    path: '/en/contact',
    ...content.seo,
    extra: companyJsonLdMeta(companyOf(matches), 'en', '/en/contact', content.seo.description),
  });

export default function Contact() {
  return <ContactPage content={content} />;
}
