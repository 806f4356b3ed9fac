import { siteOf } from '@/lib/company';
import { figuresFrom } from '@/lib/published-content.server';
import { contactContent as texts } from '@/texts/contact/en';
import { contactContent } from '@/texts/with-published';
import { companyJsonLdMeta } from '@/seo/page-json-ld';
import { pageMeta } from '@/lib/seo';
import { ContactPage } from '@/pages/contact-page';
import type { Route } from './+types/contact';

export function loader({ context }: Route.LoaderArgs) {
  return figuresFrom(context, 'en', 'contact');
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    site: siteOf(matches),
    lang: 'en',
    path: '/en/contact',
    ...texts.seo,
    extra: companyJsonLdMeta(siteOf(matches), 'en', '/en/contact', texts.seo.description),
  });

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage content={contactContent(texts, loaderData.figures)} />;
}
