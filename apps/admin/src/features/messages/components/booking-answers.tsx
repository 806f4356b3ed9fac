import { Alert, Button, Flex, Form, Input } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { AdminBooking } from '@shared/schemas/bookings';
import { LIMITS } from '@shared/schemas';
import { useToast } from '@/components/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { useTranslation } from 'react-i18next';
import { useAnswerBooking, type BookingAnswer } from '../api/message-booking';
import '../text';

const BookingProposeForm = lazy(() => import('./booking-propose-form'));

interface FormProps {
  busy: boolean;
  onSend(answer: BookingAnswer): void;
  onCancel(): void;
}

function DeclineForm({ busy, onSend, onCancel }: FormProps) {
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

/**
 * The office's answers to a booking that waits for one (or is confirmed: it may still be declined),
 * one tap each: confirm; propose another time; decline with the reason the customer reads. A
 * refused answer (the window taken meanwhile, the booking changed) is said beside the buttons.
 */
export function BookingAnswers({ booking }: { booking: AdminBooking }) {
  const { t } = useTranslation();
  const toast = useToast();
  const answer = useAnswerBooking(booking);
  const [form, setForm] = useState<'propose' | 'decline' | null>(null);
  const done = { confirm: 'confirmed', propose: 'proposedDone', decline: 'declined' } as const;
  const send = (next: BookingAnswer) =>
    answer.mutate(next, {
      onSuccess: () => {
        setForm(null);
        void toast.success(t(`messages.booking.${done[next.kind]}`));
      },
    });
  const waiting = booking.status === 'requested' || booking.status === 'proposed';
  if (!waiting && booking.status !== 'confirmed') return null;
  const formProps = { busy: answer.isPending, onSend: send, onCancel: () => setForm(null) };
  return (
    <Flex vertical gap={12}>
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
        <Suspense fallback={null}>
          <BookingProposeForm {...formProps} />
        </Suspense>
      ) : (
        <DeclineForm {...formProps} />
      )}
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
