import { NEEDS_SCRIPTS } from '@shared/needs-scripts';
import { useToast } from '@/components/toast';
import { CITY_UI } from '../data/city-ui-text';

/**
 * Booking on city and district pages only confirms with a toast and sends nothing.
 */
export function bookingToastText(extra?: string): string {
  return extra ? `${CITY_UI.bookingToast}. ${extra}` : CITY_UI.bookingToast;
}

const BOOKING_NOTE_ID = 'booking-note';

/**
 * The booking confirmation as the page's HTML shows it before its scripts run (and without them):
 * a native popover that every booking button opens, with the toast's words and look. Once the
 * scripts run, the buttons show the toast instead. One per page.
 */
export function BookingNote({ toastExtra }: { toastExtra?: string }) {
  return (
    <div id={BOOKING_NOTE_ID} popover="auto" role="status" className="toast toast-success booking-note">
      {bookingToastText(toastExtra)}
    </div>
  );
}

export function BookButton({
  toastExtra,
  label = CITY_UI.bookNow,
  describedBy,
  className = 'city-btn city-btn-primary',
}: {
  toastExtra?: string;
  label?: string;
  /** id of the heading the button books, so "احجز الآن" is announced with its service. */
  describedBy?: string;
  className?: string;
}) {
  const showToast = useToast();
  return (
    <button
      type="button"
      className={className}
      aria-describedby={describedBy}
      {...NEEDS_SCRIPTS}
      popoverTarget={BOOKING_NOTE_ID}
      onClick={(event) => {
        // The toast, not the page's popover (a cancelled click does not open it).
        event.preventDefault();
        showToast('success', bookingToastText(toastExtra));
      }}
    >
      {label}
    </button>
  );
}
