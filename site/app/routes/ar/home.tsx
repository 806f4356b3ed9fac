import { companyOf } from '@/lib/company';
import { faqFrom } from '@/lib/published-content.server';
import { homeContent as content } from '@/content/home/ar';
import { companyJsonLdMeta, faqJsonLdMeta } from '@/seo/page-json-ld';
import { pageMeta } from '@/lib/seo';
import { HomePage } from '@/pages/home-page';
import type { Route } from './+types/home';

/** The published questions of the FAQ (the rest of the page is the build's). */
export function loader({ context }: Route.LoaderArgs) {
  return { faq: faqFrom(context, 'ar') };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    company: companyOf(matches),
    lang: 'ar',
    path: '/',
    ...content.seo,
    extra: [
      ...companyJsonLdMeta(companyOf(matches), 'ar', '/', content.seo.description),
      ...faqJsonLdMeta(loaderData?.faq ?? [], '/'),
    ],
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage content={content} faq={loaderData.faq} />;
}
