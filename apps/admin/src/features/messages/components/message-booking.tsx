import { Alert, App, Button, Descriptions, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import type { AdminBooking } from '@shared/schemas/bookings';
import { LIMITS } from '@shared/schemas';
import { apiErrorMessage } from '@/lib/api-error';
import { DateTime } from '@/components/date-time';
import { NativeSelect } from '@/components/native-fields';
import { UserText } from '@/components/user-text';
import { WhatsappLink } from '@/components/visits/visit-share-buttons';
import { useTranslation } from 'react-i18next';
import { useAnswerBooking, useMessageBooking, type BookingAnswer } from '../api/message-booking';
import '../text';

/** Windows start on the hour (shared/schemas/bookings.ts): the hours a proposal may start at. */
const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

const windowText = (w: { date: string; from: string; to: string }) => `${w.date} ${w.from}–${w.to}`;

function ProposeForm({
  busy,
  onSend,
  onCancel,
}: {
  busy: boolean;
  onSend(answer: BookingAnswer): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const [from, setFrom] = useState('09:00');
  return (
    <Form<{ date: string; team: string }>
      layout="vertical"
      name="booking-propose"
      onFinish={(values) => onSend({ kind: 'propose', body: { date: values.date, from, team: values.team ?? '' } })}
      disabled={busy}
    >
      <Flex gap={12} wrap>
        <Form.Item
          name="date"
          label={t('messages.booking.date')}
          rules={[{ required: true, message: t('messages.booking.required') }]}
        >
          <Input type="date" dir="ltr" style={{ minInlineSize: '11rem' }} />
        </Form.Item>
        <Form.Item label={t('messages.booking.from')}>
          <NativeSelect
            label={t('messages.booking.from')}
            value={from}
            onChange={(value) => setFrom(value ?? '09:00')}
            options={HOURS.map((hour) => ({ value: hour, label: hour }))}
          />
        </Form.Item>
      </Flex>
      <Form.Item name="team" label={t('messages.booking.team')} extra={t('messages.booking.teamHint')}>
        <Input dir="auto" maxLength={LIMITS.name} placeholder={t('messages.booking.anyTeam')} />
      </Form.Item>
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('messages.booking.sendProposal')}
        </Button>
        <Button onClick={onCancel}>{t('messages.booking.cancel')}</Button>
      </Flex>
    </Form>
  );
}

function DeclineForm({
  busy,
  onSend,
  onCancel,
}: {
  busy: boolean;
  onSend(answer: BookingAnswer): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  return (
    <Form<{ reason: string }>
      layout="vertical"
      name="booking-decline"
      onFinish={({ reason }) => onSend({ kind: 'decline', body: { reason: reason.trim() } })}
      disabled={busy}
    >
      <Form.Item
        name="reason"
        label={t('messages.booking.reason')}
        extra={t('messages.booking.reasonHint')}
        rules={[{ required: true, whitespace: true, message: t('messages.booking.required') }]}
      >
        <Input.TextArea rows={2} maxLength={LIMITS.note} dir="auto" />
      </Form.Item>
      <Flex gap={8} wrap>
        <Button danger type="primary" htmlType="submit" loading={busy}>
          {t('messages.booking.sendDecline')}
        </Button>
        <Button onClick={onCancel}>{t('messages.booking.cancel')}</Button>
      </Flex>
    </Form>
  );
}

function BookingAnswers({ booking }: { booking: AdminBooking }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const answer = useAnswerBooking(booking);
  const [form, setForm] = useState<'propose' | 'decline' | null>(null);
  const done = { confirm: 'confirmed', propose: 'proposedDone', decline: 'declined' } as const;
  const send = (next: BookingAnswer) =>
    answer.mutate(next, {
      onSuccess: () => {
        setForm(null);
        void message.success(t(`messages.booking.${done[next.kind]}`));
      },
    });
  const waiting = booking.status === 'requested' || booking.status === 'proposed';
  const open = waiting || booking.status === 'confirmed';
  if (!open) return null;
  return (
    <Flex vertical gap={12} style={{ marginBlockStart: 12 }}>
      {form === null ? (
        <Flex gap={8} wrap>
          {booking.status === 'requested' ? (
            <Button type="primary" loading={answer.isPending} onClick={() => send({ kind: 'confirm' })}>
              {t('messages.booking.confirm')}
            </Button>
          ) : null}
          {waiting ? <Button onClick={() => setForm('propose')}>{t('messages.booking.propose')}</Button> : null}
          <Button danger onClick={() => setForm('decline')}>
            {t('messages.booking.decline')}
          </Button>
        </Flex>
      ) : form === 'propose' ? (
        <ProposeForm busy={answer.isPending} onSend={send} onCancel={() => setForm(null)} />
      ) : (
        <DeclineForm busy={answer.isPending} onSend={send} onCancel={() => setForm(null)} />
      )}
      {/* The refusal where the buttons are (the window taken meanwhile, the booking changed). */}
      {answer.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={apiErrorMessage('messages.errors.answerBooking', answer.error)}
        />
      ) : null}
    </Flex>
  );
}

/**
 * The booking a message came with, on the message's panel: where it stands, its window and team,
 * the customer's private page, and the office's answers, one tap each (confirm; propose another
 * time; decline with the reason the customer reads).
 */
export function MessageBooking({ contactId }: { contactId: number }) {
  const { t } = useTranslation();
  const { data: booking } = useMessageBooking(contactId);
  if (!booking) return null;
  return (
    <section aria-labelledby="message-booking-title" style={{ marginBlockEnd: 16 }}>
      <Typography.Title level={2} id="message-booking-title" style={{ fontSize: 16, marginBlock: '0 8px' }}>
        {t('messages.booking.title')}
      </Typography.Title>
      <Descriptions
        bordered
        column={1}
        size="small"
        items={[
          {
            key: 'status',
            label: t('messages.booking.status'),
            children: t(`messages.booking.statuses.${booking.status}`),
          },
          { key: 'window', label: t('messages.booking.window'), children: <bdi dir="ltr">{windowText(booking)}</bdi> },
          { key: 'team', label: t('messages.booking.team'), children: <UserText>{booking.team}</UserText> },
          ...(booking.status === 'requested' && booking.hold_until
            ? [
                {
                  key: 'held',
                  label: t('messages.booking.heldUntil'),
                  children: <DateTime value={booking.hold_until} />,
                },
              ]
            : []),
          ...(booking.proposed
            ? [
                {
                  key: 'proposed',
                  label: t('messages.booking.proposed'),
                  children: (
                    <>
                      <bdi dir="ltr">{windowText(booking.proposed)}</bdi> ·{' '}
                      <UserText>{booking.proposed_team ?? ''}</UserText>
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
              <a href={booking.link} target="_blank" rel="noopener noreferrer">
                {t('messages.booking.openLink')}
              </a>
            ),
          },
        ]}
      />
      {booking.status === 'confirmed' ? (
        <Flex style={{ marginBlockStart: 12 }}>
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
    </section>
  );
}
