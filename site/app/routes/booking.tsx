import { useTranslation } from 'react-i18next';
import { bookPath } from '@shared/booking-pages';
import { PageHero, Section } from '@/components/blocks';
import { BookingActions } from '@/features/booking/components/booking-actions';
import { dayLabel, windowLabel } from '@/features/booking/format';
import { siteOf } from '@/lib/company';
import { liveInputsFrom } from '@/lib/published-content.server';
import { pageMeta } from '@/lib/seo';
import { languageOfPath } from '@/route-paths';
import { BOOKING_TEXTS } from '@/texts/booking';
import type { Route } from './+types/booking';

/**
 * /booking?token=… and /en/booking?token=…: the customer's private page of their booking, rendered
 * by the server on request (never prerendered, never indexed). Without a booking (an unknown or
 * expired link) it says so, and the server answers 404; over the lookups' limit, it says to wait (429).
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const path = url.pathname.replace(/(.)\/$/, '$1');
  const lang = languageOfPath(path);
  const live = liveInputsFrom(context);
  const page = live?.page === 'booking' ? live : undefined;
  const booking = page?.booking ?? null;
  const shown = booking && {
    ...booking,
    day: dayLabel(booking.date, lang),
    proposedDay: booking.proposed ? dayLabel(booking.proposed.date, lang) : '',
  };
  return {
    lang,
    path,
    content: BOOKING_TEXTS[lang],
    booking: shown,
    answer: page?.answer ?? null,
    limited: page?.limited ?? false,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({
        site: siteOf(matches),
        lang: loaderData.lang,
        path: loaderData.path,
        ...loaderData.content.seo,
        noindex: true,
      })
    : [];

export default function Booking({ loaderData: { lang, content, booking, answer, limited } }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (limited) return <PageHero title={content.limited.title} intro={content.limited.intro} />;
  if (!booking) {
    return (
      <PageHero title={content.notFound.title} intro={content.notFound.intro}>
        <a className="button button-primary" href={bookPath(lang)}>
          {content.notFound.book}
        </a>
      </PageHero>
    );
  }
  const status = content.status[booking.status];
  const ended = booking.status === 'declined' || booking.status === 'cancelled' || booking.status === 'done';
  return (
    <>
      <PageHero title={status.title} intro={status.intro} />
      <Section labelId="booking-details" className="booking-page">
        {answer ? (
          <p
            className={
              ['cancelled', 'accepted'].includes(answer) ? 'form-answer form-sent' : 'form-answer form-refused'
            }
            role="status"
          >
            {content.answers[answer]}
          </p>
        ) : null}
        <div className="card booking-card" data-status={booking.status}>
          <h2 id="booking-details">{t(`services.${booking.service_key}`)}</h2>
          <dl className="booking-facts">
            <div>
              <dt>{content.labels.day}</dt>
              <dd>{booking.day}</dd>
            </div>
            <div>
              <dt>{content.labels.time}</dt>
              <dd>
                <bdi dir="ltr">{windowLabel(booking.from, booking.to)}</bdi>
              </dd>
            </div>
            <div>
              <dt>{content.labels.district}</dt>
              <dd dir="auto">{booking.district}</dd>
            </div>
            <div>
              <dt>{content.labels.address}</dt>
              <dd dir="auto">{booking.address}</dd>
            </div>
            <div>
              <dt>{content.labels.name}</dt>
              <dd dir="auto">{booking.name}</dd>
            </div>
            {booking.status === 'declined' && booking.decline_reason ? (
              <div>
                <dt>{content.declineReason}</dt>
                <dd dir="auto">{booking.decline_reason}</dd>
              </div>
            ) : null}
          </dl>
          {booking.proposed ? (
            <div className="booking-proposed">
              <h3>{content.proposed.title}</h3>
              <p>
                {booking.proposedDay} <bdi dir="ltr">{windowLabel(booking.proposed.from, booking.proposed.to)}</bdi>
              </p>
              <p className="muted">{content.proposed.intro}</p>
            </div>
          ) : null}
          <BookingActions lang={lang} booking={booking} texts={content} />
          {ended ? (
            <a className="button button-outline" href={bookPath(lang, booking.service_key)}>
              {content.bookAgain}
            </a>
          ) : null}
        </div>
      </Section>
    </>
  );
}
