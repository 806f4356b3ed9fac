import type { Category } from '@shared/constants';
import { useBookPath } from '@/lib/paths';
import { CITY_UI } from '../data/city-ui-text';

/** The service a city page's card books, by the card's id (a card not listed books without a service chosen). */
const CARD_SERVICES: Record<string, Category> = {
  'home-cleaning': 'cleaning',
  'apartments-offices': 'cleaning',
  'facade-cleaning': 'cleaning',
  'furnished-apartments': 'cleaning',
  offices: 'cleaning',
  'towers-complexes': 'cleaning',
  'mosque-sterilization': 'cleaning',
  marble: 'marble',
  moving: 'moving',
  maintenance: 'maintenance',
  'ac-maintenance': 'maintenance',
  'smart-home-maintenance': 'maintenance',
  gardens: 'gardens',
};

export const serviceOfCard = (cardId: string): Category | null => CARD_SERVICES[cardId] ?? null;

/**
 * A city or district page's booking button: a link to the booking form (Arabic, as these pages are)
 * with its card's service chosen and its page as where the booking comes from. It needs no script.
 */
export function BookButton({
  service = null,
  label = CITY_UI.bookNow,
  describedBy,
  className = 'city-btn city-btn-primary',
}: {
  service?: Category | null;
  label?: string;
  /** id of the heading the button books, so "احجز الآن" is announced with its service. */
  describedBy?: string;
  className?: string;
}) {
  const href = useBookPath(service);
  return (
    <a className={className} href={href} aria-describedby={describedBy} data-booking>
      {label}
    </a>
  );
}
