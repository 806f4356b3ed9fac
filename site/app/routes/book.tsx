import { categoryOf, FROM_PARAM } from '@shared/booking-pages';
import { PageHero, Section } from '@/components/blocks';
import { BookingForm } from '@/features/booking/components/booking-form';
import { dayLabel } from '@/features/booking/format';
import { namedDays } from '@/features/booking/use-booking-form';
import { siteOf } from '@/lib/company';
import { liveInputsFrom } from '@/lib/published-content.server';
import { pageMeta } from '@/lib/seo';
import { languageOfPath, sitePagePath } from '@/route-paths';
import { BOOK_TEXTS } from '@/texts/book';
import type { Route } from './+types/book';

/**
 * /book and /en/book (routes.ts mounts this module twice): the booking form. The server renders it
 * on request with the chosen service's free windows (?service=KEY), or with a refused post's values
 * and reasons; the build's prerender has neither and shows the service's choice alone. `?from=` is
 * the page of the booking button that led here, sent on with the booking when it is one of the
 * site's pages (the form's own path otherwise).
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const path = url.pathname.replace(/(.)\/$/, '$1');
  const lang = languageOfPath(path);
  const live = liveInputsFrom(context);
  const form = live?.page === 'book' ? live : undefined;
  return {
    lang,
    path,
    content: BOOK_TEXTS[lang],
    values: form?.values ?? {},
    state: {
      lang,
      path,
      page: sitePagePath(url.searchParams.get(FROM_PARAM)) ?? path,
      service: categoryOf(url.searchParams.get('service')),
      days: namedDays(form?.days ?? [], lang),
      problems: form?.problems ?? {},
      error: form?.error ?? '',
      alternatives: (form?.alternatives ?? []).map((window) => ({ ...window, label: dayLabel(window.date, lang) })),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({ site: siteOf(matches), lang: loaderData.lang, path: loaderData.path, ...loaderData.content.seo })
    : [];

export default function Book({ loaderData: { content, state, values } }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={content.hero.title} intro={content.hero.intro} />
      <Section labelId="book-steps" className="book-section">
        <div className="split form-split">
          <BookingForm state={state} values={values} texts={content} />
          <div>
            <h2 id="book-steps">{content.steps.title}</h2>
            <p className="muted">{content.steps.intro}</p>
            <ol className="book-steps">
              {content.steps.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
          </div>
        </div>
      </Section>
    </>
  );
}
