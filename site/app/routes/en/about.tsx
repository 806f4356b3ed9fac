import { siteOf } from '@/lib/company';
import { aboutFrom } from '@/lib/published-content.server';
import { aboutContent as texts } from '@/texts/about/en';
import { aboutContent } from '@/texts/with-published';
import { companyJsonLdMeta } from '@/seo/page-json-ld';
import { pageMeta } from '@/lib/seo';
import { AboutPage } from '@/pages/about-page';
import type { Route } from './+types/about';

export function loader({ context }: Route.LoaderArgs) {
  return aboutFrom(context, 'en');
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    site: siteOf(matches),
    lang: 'en',
    path: '/en/about',
    ...texts.seo,
    extra: companyJsonLdMeta(siteOf(matches), 'en', '/en/about', texts.seo.description),
  });

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage content={aboutContent(texts, loaderData.about, loaderData.figures)} />;
}
