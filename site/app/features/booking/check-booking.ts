import { bookingSubmitSchema, type BookingSubmitInput } from '@shared/schemas/bookings';
import { problemsOf, type BookingProblems } from '@shared/booking-pages';

/**
 * Checks a booking with the very schema the server uses, so the page names each refused field
 * beside it before sending (and the server refuses the same). Loaded when the visitor first sends.
 */
export function checkBooking(input: BookingSubmitInput): BookingProblems {
  const result = bookingSubmitSchema.safeParse(input);
  if (result.success) return {};
  return problemsOf(result.error.issues);
}
