import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLIC_ROUTES } from '@shared/api/public-routes';
import {
  BOOK_PATHS,
  categoryOf,
  FROM_PARAM,
  SLOT_FIELD,
  slotValue,
  type BookingFormField,
} from '@shared/booking-pages';
import { bookingPagePath } from '@shared/schemas/bookings';
import { CATEGORIES } from '@shared/constants';
import { NEEDS_SCRIPTS } from '@shared/needs-scripts';
import type { BookTexts } from '@/texts/book';
import { windowLabel, windowText } from '../format';
import { useBookingForm, type BookFormState } from '../use-booking-form';
import { BookingField } from './booking-field';

interface Props {
  state: BookFormState;
  /** What was posted, when the server answers a refused form with it. */
  values: Partial<Record<BookingFormField, string>>;
  texts: BookTexts;
}

/**
 * The booking form. Without the page's scripts it is two plain forms: the service is chosen with a
 * GET of this page (the server renders it with that service's free windows), and the booking is
 * posted to booking_submit.php, which sends a booked visitor to their private page and answers a
 * refused one with this form again, as it was filled in. With the scripts the windows follow the
 * service at once and the answer appears here.
 */
export function BookingForm({ state, values, texts }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const form = useBookingForm(state, texts.failed);
  const { lang, path, page } = state;
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A refusal the scripts received: brought into view and read out.
    if (form.ready && form.error) alertRef.current?.focus();
  }, [form.error, form.ready]);

  if (form.bookedToken) {
    return (
      <div className="card booking-answer" role="status" tabIndex={-1} ref={(node) => node?.focus()}>
        <h2>{texts.booked.title}</h2>
        <p>{texts.booked.text}</p>
        <a className="button button-primary" href={bookingPagePath(lang, form.bookedToken)}>
          {texts.booked.link}
        </a>
      </div>
    );
  }

  const field = (name: BookingFormField) => `${id}-${name}`;
  const problemOf = (name: BookingFormField) => form.problems[name];
  const chosenSlot = values[SLOT_FIELD] ?? '';
  // Each window is offered once: the next free ones, when the chosen one was taken, lead the list.
  const offered = new Set(form.alternatives.map((window) => slotValue(window.date, window.from)));
  const laterDays = form.days
    .map((day) => ({ ...day, windows: day.windows.filter((window) => !offered.has(slotValue(day.date, window.from))) }))
    .filter((day) => day.windows.length > 0);
  // Why the form came back: the call's reason, or the fields marked below (a plain post's answer is
  // read from the top of the page, where this stands).
  const refusal = form.error || (Object.values(form.problems).some(Boolean) ? texts.checkFields : '');
  return (
    <div className="card booking-form">
      <div ref={alertRef} tabIndex={-1} role="alert" className="form-answer form-refused" hidden={!refusal}>
        {refusal}
        {form.alternatives.length > 0 ? (
          <ul>
            {form.alternatives.map((window) => (
              <li key={slotValue(window.date, window.from)}>
                {window.label} <bdi dir="ltr">{windowLabel(window.from, window.to)}</bdi>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <form method="get" action={BOOK_PATHS[lang]} className="booking-service" {...NEEDS_SCRIPTS}>
        <div className="field">
          <label htmlFor={`${id}-service`}>{texts.service.label}</label>
          <select
            id={`${id}-service`}
            name="service"
            ref={form.serviceRef}
            defaultValue={state.service ?? ''}
            onChange={(event) => form.chooseService(categoryOf(event.target.value))}
          >
            <option value="">{texts.service.choose}</option>
            {CATEGORIES.map((key) => (
              <option key={key} value={key}>
                {t(`services.${key}`)}
              </option>
            ))}
          </select>
        </div>
        {/* Where the booking comes from stays named when the service is chosen again without scripts. */}
        {page !== path ? <input type="hidden" name={FROM_PARAM} value={page} /> : null}
        {/* The scripts fetch the windows as the service changes: the button is for the plain form. */}
        <button type="submit" className="button button-outline" hidden={form.ready}>
          {texts.service.show}
        </button>
      </form>
      {form.service ? (
        <form
          method="post"
          action={PUBLIC_ROUTES.bookingSubmit.path}
          className="booking-details"
          onSubmit={form.onSubmit}
          noValidate={form.ready}
          aria-busy={form.sending}
        >
          <input type="hidden" name="service_key" value={form.service} />
          <input type="hidden" name="lang" value={lang} />
          <input type="hidden" name="page" value={page} />
          <div className="field">
            <label htmlFor={field(SLOT_FIELD)}>
              {texts.when.label}
              <span className="required" aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            {form.loading === 'loading' ? (
              <p className="muted" role="status">
                {texts.loadingTimes}
              </p>
            ) : form.loading === 'failed' ? (
              <p className="field-problem" role="alert">
                {texts.timesFailed}
              </p>
            ) : form.days.length === 0 && form.alternatives.length === 0 ? (
              <p className="field-problem">{texts.when.none}</p>
            ) : (
              <select
                // A new list of windows starts with nothing chosen (a remembered choice may be gone).
                key={`${form.service}-${form.days.length}-${form.alternatives.length}`}
                id={field(SLOT_FIELD)}
                name={SLOT_FIELD}
                required
                defaultValue={
                  form.alternatives[0] ? slotValue(form.alternatives[0].date, form.alternatives[0].from) : chosenSlot
                }
                aria-invalid={problemOf(SLOT_FIELD) ? true : undefined}
                aria-describedby={problemOf(SLOT_FIELD) ? `${field(SLOT_FIELD)}-problem` : undefined}
              >
                <option value="">{texts.when.choose}</option>
                {form.alternatives.length > 0 ? (
                  <optgroup label={texts.when.alternatives}>
                    {form.alternatives.map((window) => (
                      <option key={slotValue(window.date, window.from)} value={slotValue(window.date, window.from)}>
                        {`${window.label} · ${windowText(window.from, window.to)}`}
                      </option>
                    ))}
                  </optgroup>
                ) : null}
                {laterDays.map((day) => (
                  <optgroup key={day.date} label={day.label}>
                    {day.windows.map((window) => (
                      <option key={window.from} value={slotValue(day.date, window.from)}>
                        {windowText(window.from, window.to)}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            )}
            {problemOf(SLOT_FIELD) ? (
              <p className="field-problem" id={`${field(SLOT_FIELD)}-problem`}>
                {texts.slotProblem}
              </p>
            ) : null}
          </div>
          <div className="form-row">
            <BookingField
              name="district"
              label={texts.fields.district}
              id={field('district')}
              required
              values={values}
              problem={problemOf('district')}
              attributes={{ autoComplete: 'address-level3' }}
            />
            <BookingField
              name="address"
              label={texts.fields.address}
              id={field('address')}
              required
              values={values}
              problem={problemOf('address')}
              attributes={{ autoComplete: 'address-line1', placeholder: texts.fields.addressHint }}
            />
          </div>
          <div className="form-row">
            <BookingField
              name="name"
              label={texts.fields.name}
              id={field('name')}
              required
              values={values}
              problem={problemOf('name')}
              attributes={{ autoComplete: 'name' }}
            />
            <BookingField
              name="phone"
              label={texts.fields.phone}
              id={field('phone')}
              required
              values={values}
              problem={problemOf('phone')}
              attributes={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel', dir: 'ltr', placeholder: '05xxxxxxxx' }}
            />
          </div>
          <BookingField
            name="email"
            label={texts.fields.email}
            id={field('email')}
            values={values}
            problem={problemOf('email')}
            attributes={{ type: 'email', autoComplete: 'email', dir: 'ltr' }}
          />
          <BookingField
            name="notes"
            label={texts.fields.notes}
            id={field('notes')}
            values={values}
            problem={problemOf('notes')}
            multiline
            attributes={{ placeholder: texts.fields.notesHint }}
          />
          {/* Honeypot: off-screen and out of the tab order and accessibility tree; only bots fill it. */}
          <div className="form-honeypot" aria-hidden="true">
            <label htmlFor={`${id}-website`}>{t('form.honeypot')}</label>
            <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <button type="submit" className="button button-primary" disabled={form.sending}>
            {form.sending ? texts.sending : texts.submit}
          </button>
        </form>
      ) : (
        <p className="muted">{texts.when.chooseService}</p>
      )}
    </div>
  );
}
