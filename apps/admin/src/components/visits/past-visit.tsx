import { Form } from 'antd';
import type { Dayjs } from 'dayjs';
import type { VisitStatus } from '@shared/constants';
import { saudiNow } from '@/lib/visits/saudi-week';
import { useTranslation } from 'react-i18next';

interface When {
  date: Dayjs | null;
  from: string;
  status: VisitStatus;
}

/**
 * A visit still to be made whose start has passed on the office's clock (09:00 today, typed at
 * 20:30): worth a word before it is saved. A done, cancelled or started visit is recorded after the
 * fact, so its time may well be past.
 */
export function passedStart({ date, from, status }: When, now = saudiNow()): boolean {
  if (!date || !/^\d{2}:\d{2}$/.test(from) || !['pending', 'confirmed'].includes(status)) return false;
  const day = date.format('YYYY-MM-DD');
  return day < now.date || (day === now.date && from < now.time);
}

/** Under the visit form's times: says so as soon as the chosen start has passed. */
export function PastVisitNote() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<When>();
  const date = Form.useWatch('date', form) ?? null;
  const from = Form.useWatch('from', form) ?? '';
  const status = Form.useWatch('status', form) ?? 'pending';
  const now = saudiNow();
  if (!passedStart({ date, from, status }, now)) return null;
  return (
    <p role="status" className="text-warning" style={{ marginBlock: '-8px 16px' }}>
      {t('visit.pastStart', { now: now.time })}
    </p>
  );
}
