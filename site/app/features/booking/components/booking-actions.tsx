import { PUBLIC_ROUTES } from '@shared/api/public-routes';
import type { Language } from '@shared/constants';
import type { BookingView } from '@shared/schemas/bookings';
import type { BookingTexts } from '@/texts/booking';

/** The call of one of the customer's buttons: booking.php?token=…&action=… */
const actionPath = (token: string, action: 'cancel' | 'accept') =>
  `${PUBLIC_ROUTES.bookingAction.path}?${new URLSearchParams({ token, action })}`;

/**
 * What the customer may do on their page, as plain form posts (no script needed): accept a
 * proposed time, and cancel while the booking is open. The server comes back to the page with what
 * happened (`?answer=`).
 */
export function BookingActions({
  lang,
  booking,
  texts,
}: {
  lang: Language;
  booking: BookingView;
  texts: BookingTexts;
}) {
  const open = booking.status === 'requested' || booking.status === 'proposed' || booking.status === 'confirmed';
  if (!open) return null;
  return (
    <div className="actions booking-actions">
      {booking.status === 'proposed' ? (
        <form method="post" action={actionPath(booking.token, 'accept')}>
          <input type="hidden" name="lang" value={lang} />
          <button type="submit" className="button button-primary">
            {texts.accept}
          </button>
        </form>
      ) : null}
      <form method="post" action={actionPath(booking.token, 'cancel')}>
        <input type="hidden" name="lang" value={lang} />
        <button type="submit" className="button button-ghost">
          {texts.cancel}
        </button>
      </form>
      <p className="muted">{texts.cancelNote}</p>
    </div>
  );
}
