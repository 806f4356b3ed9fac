import { whatsappLink } from '@shared/company';
import { Icon } from '@/components/icon';
import { useT } from '@/lib/language';

/** Floating messaging-app button (home page). */
export function WhatsAppFloat() {
  const t = useT();
  return (
    <a
      className="whatsapp-float"
      href={whatsappLink(t('whatsapp.greeting'))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${t('whatsapp.float')} ${t('whatsapp.newTab')}`}
    >
      <Icon name="chat" size={28} />
    </a>
  );
}
