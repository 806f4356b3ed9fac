import { Typography } from 'antd';
import type { CustomerNotice } from '@shared/schemas/bookings';
import { DateTime } from '@/components/date-time';
import { useTranslation } from 'react-i18next';
import '../text';
import './message-booking.css';

/** WhatsApp's statuses the panel names (customer-notices.ts); another is shown as "sent". */
const DELIVERIES = ['sent', 'delivered', 'read', 'failed'] as const;
type Delivery = (typeof DELIVERIES)[number];
const deliveryOf = (notice: CustomerNotice): Delivery => DELIVERIES.find((d) => d === notice.delivery) ?? 'sent';

/** Where one notice got to: sent (and WhatsApp's word on it), being tried again and why, or waiting. */
function NoticeState({ notice }: { notice: CustomerNotice }) {
  const { t } = useTranslation();
  if (notice.sent_at) {
    const delivery = notice.channel === 'whatsapp' ? deliveryOf(notice) : null;
    return (
      <>
        <span className="booking-notice-state">
          {t('messages.booking.notices.sent')} <DateTime value={notice.sent_at} />
        </span>
        {delivery ? (
          <span className={delivery === 'failed' ? 'booking-notice-state is-failed' : 'booking-notice-state'}>
            {t(`messages.booking.notices.delivery.${delivery}`)}
          </span>
        ) : null}
      </>
    );
  }
  if (!notice.last_error)
    return <span className="booking-notice-state is-waiting">{t('messages.booking.notices.waiting')}</span>;
  return (
    <>
      <span className="booking-notice-state is-waiting">{t('messages.booking.notices.retrying')}</span>
      {/* The mail server's or WhatsApp's own words (English, no secret: the server removes them). */}
      <bdi dir="ltr" className="booking-notice-error">
        {notice.last_error}
      </bdi>
    </>
  );
}

/**
 * What the booking's customer was told by itself, oldest first: each notice's kind and channel and
 * how far it got. None: the panel says when e-mail and WhatsApp would have told them, so the office
 * knows to send the confirmation itself (the WhatsApp button).
 */
export function BookingNotices({ notices }: { notices: CustomerNotice[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="booking-notices-title" className="booking-notices">
      <Typography.Title level={3} id="booking-notices-title" className="booking-notices-title">
        {t('messages.booking.notices.title')}
      </Typography.Title>
      {notices.length === 0 ? (
        <p className="booking-notices-none">{t('messages.booking.notices.none')}</p>
      ) : (
        <ul className="booking-notices-list">
          {notices.map((notice, index) => (
            <li key={index} className="booking-notice">
              <span className="booking-notice-what">
                {t('messages.booking.notices.what', {
                  kind: t(`messages.booking.notices.kinds.${notice.kind}`),
                  channel: t(`messages.booking.notices.channels.${notice.channel}`),
                })}
              </span>
              <NoticeState notice={notice} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
