import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A link that opens in a new tab (messaging-app chats), announced as such to screen readers. */
export function ExternalLink({
  href,
  className,
  children,
  label,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
      {label ? null : <span className="visually-hidden"> {t('whatsapp.newTab')}</span>}
    </a>
  );
}
