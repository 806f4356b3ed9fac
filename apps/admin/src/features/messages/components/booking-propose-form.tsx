import { Button, DatePicker, Flex, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { LIMITS } from '@shared/schemas';
import { NativeSelect } from '@/components/native-fields';
import { PICKER_DATE_FORMATS } from '@/lib/format';
import { saudiToday } from '@/lib/visits/saudi-week';
import { useTranslation } from 'react-i18next';
import type { BookingAnswer } from '../api/message-booking';
import '../text';

/** Windows start on the hour (shared/schemas/bookings.ts): the hours a proposal may start at. */
const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

interface Props {
  busy: boolean;
  onSend(answer: BookingAnswer): void;
  onCancel(): void;
}

/**
 * Another time for a booking: a day (the admin's date picker, in its one format; no day before
 * today's in Saudi time), the hour it starts (its end follows from the service) and a team or any
 * free one. Loaded when the office first proposes: the panel opens without the date picker.
 */
export default function BookingProposeForm({ busy, onSend, onCancel }: Props) {
  const { t } = useTranslation();
  const [from, setFrom] = useState('09:00');
  const today = saudiToday();
  return (
    <Form<{ date: Dayjs; team?: string }>
      layout="vertical"
      name="booking-propose"
      onFinish={(values) =>
        onSend({ kind: 'propose', body: { date: values.date.format('YYYY-MM-DD'), from, team: values.team ?? '' } })
      }
      disabled={busy}
    >
      <Flex gap={12} wrap>
        <Form.Item
          name="date"
          label={t('messages.booking.date')}
          rules={[{ required: true, message: t('messages.booking.required') }]}
          style={{ flex: '1 1 11rem' }}
        >
          <DatePicker
            format={PICKER_DATE_FORMATS}
            placeholder={t('common.datePlaceholder')}
            disabledDate={(day) => day.format('YYYY-MM-DD') < today}
            style={{ inlineSize: '100%' }}
          />
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
