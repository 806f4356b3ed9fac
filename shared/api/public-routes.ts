import type { BookingSlots, BookingView } from '../schemas/bookings';
import type { PublicPortfolioItem } from '../schemas/portfolio';
import { get, post, pub } from './route';

/**
 * The calls the public site makes, apart so that the site's pages carry only these (the whole table
 * is shared/api/routes.ts, which includes them).
 */
export const PUBLIC_ROUTES = {
  portfolioList: get<PublicPortfolioItem[]>(pub('portfolio.php'), [400]),
  contactSubmit: post<{ ok: true; id: number }>(pub('contact_submit.php'), [400, 403, 413, 429], { status: 201 }),
  // Bookings: the free windows of a service; booking one (409: no longer free, with the next free
  // ones; 429: too many from one address, or open bookings of one number); the customer's private
  // page of their booking (?token=) and what they do there (?token=&action=cancel|accept).
  bookingSlots: get<BookingSlots>(pub('booking-slots.php'), [400]),
  bookingSubmit: post<{ booking: Pick<BookingView, 'token' | 'status' | 'date' | 'from' | 'to'> }>(
    pub('booking_submit.php'),
    [400, 403, 409, 413, 429],
    { status: 201 },
  ),
  booking: get<{ booking: BookingView }>(pub('booking.php'), [400, 404, 429]),
  bookingAction: post<{ booking: BookingView }>(pub('booking.php'), [400, 403, 404, 409, 429]),
  health: get<{ ok: boolean; error?: string; sampleCompanyDetails?: true }>('/healthz', [503]),
} as const;
