import { Descriptions, Flex, Typography } from 'antd';
import type { AdminBooking } from '@shared/schemas/bookings';
import type { TFunction } from 'i18next';
import { DateTime } from '@/components/date-time';
import { UserText } from '@/components/user-text';
import { WhatsappLink } from '@/components/visits/visit-share-buttons';
import { formatDate } from '@/lib/format';
import { useTranslation } from 'react-i18next';
import { useMessageBooking } from '../api/message-booking';
import { BookingAnswers } from './booking-answers';
import { BookingNotices } from './booking-notices';
import '../text';
import './message-booking.css';

/** A window as the admin writes a day, then its hours left to right in both languages ("4 ديسمبر 2026 10:00–14:00"). */
function BookingWindow({ window }: { window: { date: string; from: string; to: string } }) {
  const { t } = useTranslation();
  return (
    <span>
      {formatDate(window.date)}{' '}
      <bdi dir="ltr" className="nowrap">
        {t('visit.window', { from: window.from, to: window.to })}
      </bdi>
    </span>
  );
}

function bookingDetails(t: TFunction, booking: AdminBooking) {
  return [
    { key: 'status', label: t('messages.booking.status'), children: t(`messages.booking.statuses.${booking.status}`) },
    { key: 'window', label: t('messages.booking.window'), children: <BookingWindow window={booking} /> },
    { key: 'team', label: t('messages.booking.team'), children: <UserText>{booking.team}</UserText> },
    ...(booking.status === 'requested' && booking.hold_until
      ? [{ key: 'held', label: t('messages.booking.heldUntil'), children: <DateTime value={booking.hold_until} /> }]
      : []),
    ...(booking.proposed
      ? [
          {
            key: 'proposed',
            label: t('messages.booking.proposed'),
            children: (
              <>
                <BookingWindow window={booking.proposed} /> · <UserText>{booking.proposed_team ?? ''}</UserText>
              </>
            ),
          },
        ]
      : []),
    ...(booking.decline_reason
      ? [
          {
            key: 'reason',
            label: t('messages.booking.reason'),
            children: <UserText block>{booking.decline_reason}</UserText>,
          },
        ]
      : []),
    {
      key: 'link',
      label: t('messages.booking.link'),
      children: (
        <a href={booking.link} target="_blank" rel="noopener noreferrer" className="booking-page-link">
          {t('messages.booking.openLink')}
        </a>
      ),
    },
  ];
}

/**
 * The booking a message came with, on the message's panel: where it stands, its window and team,
 * the customer's private page, the office's answers (booking-answers.tsx), and what the customer
 * was told by e-mail and WhatsApp (booking-notices.tsx).
 */
export function MessageBooking({ contactId }: { contactId: number }) {
  const { t } = useTranslation();
  const { data: booking } = useMessageBooking(contactId);
  if (!booking) return null;
  return (
    <section aria-labelledby="message-booking-title" className="message-booking">
      <Typography.Title level={2} id="message-booking-title" className="message-booking-title">
        {t('messages.booking.title')}
      </Typography.Title>
      <Descriptions bordered column={1} size="small" items={bookingDetails(t, booking)} />
      {booking.status === 'confirmed' ? (
        <Flex>
          {/* The confirmation in the customer's own language, with their page's link. */}
          <WhatsappLink
            visit={{ ...booking, customer_name: booking.name }}
            language={booking.lang}
            label={t('messages.booking.whatsapp')}
            bookingLink={booking.link}
          />
        </Flex>
      ) : null}
      <BookingAnswers key={booking.status} booking={booking} />
      <BookingNotices notices={booking.notices} />
    </section>
  );
}
