import { whatsappLink } from '@shared/company';
import { useCompany } from '@/lib/company';
import { Icon } from '@/components/icon';
import { useTranslation } from 'react-i18next';

/** Floating messaging-app button (home page). */
export function WhatsAppFloat() {
  const { t } = useTranslation();
  const company = useCompany();
  return (
    <a
      className="whatsapp-float"
      href={whatsappLink(company, t('whatsapp.greeting'))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${t('whatsapp.float')} ${t('whatsapp.newTab')}`}
    >
      <Icon name="chat" size={28} />
    </a>
  );
}
