import { siteOf } from '@/lib/company';
import { homeFrom } from '@/lib/published-content.server';
import { homeContent as texts } from '@/texts/home/en';
import { homeContent } from '@/texts/with-published';
import { companyJsonLdMeta, faqJsonLdMeta } from '@/seo/page-json-ld';
import { pageMeta } from '@/lib/seo';
import { HomePage } from '@/pages/home-page';
import type { Route } from './+types/home';

/** The published hero, figures, testimonials and questions, and the gallery (the rest of the page is the build's). */
export function loader({ context }: Route.LoaderArgs) {
  return homeFrom(context, 'en');
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    site: siteOf(matches),
    lang: 'en',
    path: '/en',
    ...texts.seo,
    extra: [
      ...companyJsonLdMeta(siteOf(matches), 'en', '/en', texts.seo.description),
      ...faqJsonLdMeta(siteOf(matches), loaderData?.faq ?? [], '/en'),
    ],
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HomePage
      content={homeContent(texts, loaderData.home, loaderData.figures)}
      faq={loaderData.faq}
      work={loaderData.portfolio}
    />
  );
}
