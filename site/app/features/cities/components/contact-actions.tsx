import { telLink, whatsappLink } from '@shared/company';
import { useCompany } from '@/lib/company';
import { CityIcon } from './city-icon';

/** Call and messaging-app buttons plus the three phone numbers (city, district and index pages). */
export function ContactActions({
  callLabel,
  whatsappLabel,
  whatsappText,
  newTabNote,
  phonesLabel,
}: {
  callLabel: string;
  whatsappLabel: string;
  whatsappText: string;
  /** Announced after the messaging link, which opens in a new tab. */
  newTabNote: string;
  phonesLabel: string;
}) {
  const company = useCompany();
  return (
    <div className="city-contact-actions">
      <div className="city-contact-buttons">
        <a className="city-btn city-btn-light" href={telLink(company.phones[0])}>
          <CityIcon name="phone" size={20} />
          {callLabel}
        </a>
        <a
          className="city-btn city-btn-whatsapp"
          href={whatsappLink(company, whatsappText)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
            <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3a.5.5 0 0 0 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.7-1.2 2.2 2.2 0 0 0 .2-1.2c-.1-.1-.3-.2-.5-.3z" />
          </svg>
          {whatsappLabel}
          <span className="city-sr-only"> {newTabNote}</span>
        </a>
      </div>
      <p className="city-phones">
        <span>{phonesLabel}:</span>{' '}
        {company.phones.map((phone, index) => (
          <a key={index} href={telLink(phone)} dir="ltr">
            {phone}
          </a>
        ))}
      </p>
    </div>
  );
}
