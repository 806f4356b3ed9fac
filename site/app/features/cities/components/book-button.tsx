import { NEEDS_SCRIPTS } from '@shared/needs-scripts';
import { useToast } from '@/components/toast';
import { CITY_UI } from '../data/city-ui-text';

/**
 * Booking on city and district pages only confirms with a toast and sends nothing.
 */
export function bookingToastText(extra?: string): string {
  return extra ? `${CITY_UI.bookingToast}. ${extra}` : CITY_UI.bookingToast;
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
      onClick={() => showToast('success', bookingToastText(toastExtra))}
    >
      {label}
    </button>
  );
}
