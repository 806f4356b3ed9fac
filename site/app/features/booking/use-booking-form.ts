import { useEffect, useRef, useState, type FormEvent } from 'react';
import { categoryOf, splitSlot, SLOT_FIELD, type BookingProblems, type DayWindow } from '@shared/booking-pages';
import type { Category, Language } from '@shared/constants';
import type { BookingSubmitInput } from '@shared/schemas/bookings';
import { fetchSlots, sendBooking } from './api/booking-calls';
import { dayLabel } from './format';

/** A day of free windows with its name in the page's language. */
export interface NamedDay {
  date: string;
  label: string;
  windows: { from: string; to: string }[];
}
/** A window of a day with the day's name. */
export interface NamedWindow extends DayWindow {
  label: string;
}

/** What the page was rendered with (the server's answer to a plain GET or a refused post). */
export interface BookFormState {
  lang: Language;
  /** The form's own path. */
  path: string;
  /** Where the booking comes from, sent with it as `page`: its booking button's page, or the form's own path. */
  page: string;
  service: Category | null;
  days: NamedDay[];
  problems: BookingProblems;
  error: string;
  alternatives: NamedWindow[];
}

export const namedDays = (days: { date: string; windows: NamedDay['windows'] }[], lang: Language): NamedDay[] =>
  days.map((day) => ({ ...day, label: dayLabel(day.date, lang) }));

/** The shared schema (zod) loads when the visitor first sends, not with the page. */
const loadChecker = () => import('./check-booking');

/**
 * The booking form once the page's scripts run: the windows follow the chosen service (fetched
 * afresh), the fields are checked with the server's schema before sending, and the answer appears
 * in place (booked: the private link; taken: the next free windows; refused: the reason). Until then
 * the form is a plain one (see booking-form.tsx). The fields stay the browser's own (uncontrolled):
 * what was typed before the scripts ran is kept as it is.
 */
export function useBookingForm(initial: BookFormState, failedText: string) {
  const { lang, page } = initial;
  const [ready, setReady] = useState(false);
  const [service, setService] = useState(initial.service);
  const [days, setDays] = useState(initial.days);
  const [loading, setLoading] = useState<'loading' | 'failed' | null>(null);
  const [problems, setProblems] = useState(initial.problems);
  const [error, setError] = useState(initial.error);
  const [alternatives, setAlternatives] = useState(initial.alternatives);
  const [sending, setSending] = useState(false);
  const [bookedToken, setBookedToken] = useState<string | null>(null);
  const openedAt = useRef(0);
  const fetching = useRef<AbortController | null>(null);
  const serviceRef = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    openedAt.current = performance.now();
    setReady(true);
    // A service chosen before the scripts ran: its windows now.
    const chosen = categoryOf(serviceRef.current?.value);
    if (chosen !== initial.service) chooseService(chosen);
    return () => fetching.current?.abort();
    // Once, when the scripts take the form over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** The free windows of a service, fetched afresh (after a change of service, or a taken window). */
  const loadDays = async (next: Category) => {
    fetching.current?.abort();
    const controller = new AbortController();
    fetching.current = controller;
    setLoading('loading');
    try {
      const slots = await fetchSlots(next, lang, controller.signal);
      if (!slots) return setLoading('failed');
      setDays(namedDays(slots.days, lang));
      setLoading(null);
    } catch {
      // Aborted: another service was chosen meanwhile, and its answer counts.
    }
  };

  const chooseService = (next: Category | null) => {
    setService(next);
    setAlternatives([]);
    setError('');
    setProblems((current) => ({ ...current, [SLOT_FIELD]: undefined }));
    if (next) void loadDays(next);
    else setDays([]);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!service || sending) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const input: BookingSubmitInput = {
      service_key: service,
      ...splitSlot(form.get(SLOT_FIELD)),
      name: text('name'),
      phone: text('phone'),
      district: text('district'),
      address: text('address'),
      notes: text('notes'),
      email: text('email'),
      lang,
      page,
    };
    const found = await loadChecker()
      .then(({ checkBooking }) => checkBooking(input))
      .catch(() => ({}) as BookingProblems);
    setProblems(found);
    setError('');
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSending(true);
    const elapsedMs = Math.round(performance.now() - openedAt.current);
    const answer = await sendBooking({ ...input, website: text('website'), elapsedMs }, lang).catch(() => null);
    setSending(false);
    if (!answer) return setError(failedText);
    if (answer.kind === 'booked') return setBookedToken(answer.token);
    setError(answer.error);
    if (answer.kind === 'taken') {
      setAlternatives(answer.alternatives.map((window) => ({ ...window, label: dayLabel(window.date, lang) })));
      void loadDays(service);
    }
  };

  return {
    ready,
    serviceRef,
    service,
    days,
    loading,
    problems,
    error,
    alternatives,
    sending,
    bookedToken,
    chooseService,
    onSubmit,
  };
}
