import { PUBLIC_ROUTES } from '@shared/api/public-routes';
import type { DayWindow } from '@shared/booking-pages';
import type { Category, Language } from '@shared/constants';
import type { BookingSlots, BookingSubmitInput } from '@shared/schemas/bookings';
import { callApi } from '@/lib/api';

/** GET /backend/booking-slots.php: a service's free windows over the office's horizon. */
export async function fetchSlots(service: Category, lang: Language, signal: AbortSignal): Promise<BookingSlots | null> {
  const query = new URLSearchParams({ service });
  const result = await callApi<BookingSlots>(`${PUBLIC_ROUTES.bookingSlots.path}?${query}`, { lang, signal });
  return result.ok ? result.data : null;
}

export type SubmitAnswer =
  | { kind: 'booked'; token: string }
  | { kind: 'taken'; error: string; alternatives: DayWindow[] }
  | { kind: 'refused'; error: string };

/** POST /backend/booking_submit.php (JSON); a refusal comes back in the page's language. */
export async function sendBooking(
  body: BookingSubmitInput & { website: string; elapsedMs: number },
  lang: Language,
): Promise<SubmitAnswer> {
  const result = await callApi<{ booking: { token: string } }>(PUBLIC_ROUTES.bookingSubmit.path, {
    method: 'POST',
    body,
    lang,
  });
  if (result.ok) return { kind: 'booked', token: result.data.booking.token };
  const alternatives = (result.body as { alternatives?: DayWindow[] } | null)?.alternatives;
  if (result.status === 409 && Array.isArray(alternatives)) return { kind: 'taken', error: result.error, alternatives };
  return { kind: 'refused', error: result.error };
}
