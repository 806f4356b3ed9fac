import { CalendarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { DEFAULT_CATEGORY, type Urgency, type VisitPriority } from '@shared/constants';
import type { ContactMessage, Visit } from '@shared/schemas';
import { useCan } from '@/lib/account-query';
import { useTranslation } from 'react-i18next';
import { requestChoice } from './request-field';
import type { VisitFormValues } from './visit-form-modal';

const VisitFormModal = lazy(async () => ({ default: (await import('./visit-form-modal')).VisitFormModal }));

/** An urgent request is a high-priority visit, an emergency an urgent one. */
const PRIORITY_OF: Record<Urgency, VisitPriority> = { normal: 'normal', urgent: 'high', emergency: 'urgent' };

/** A new visit's first values from the request it answers: its service and urgency. */
export function visitStartFrom(message: ContactMessage): Partial<VisitFormValues> {
  return {
    contact_id: message.id,
    service_key: message.service_key ?? DEFAULT_CATEGORY,
    priority: PRIORITY_OF[message.urgency],
  };
}

/**
 * "Schedule a visit" for a request (a message's panel) or for one of a customer's requests (their
 * panel: the latest first, another can be chosen). Spam and deleted messages have no customer and
 * cannot be scheduled.
 */
export function ScheduleVisitButton({
  requests,
  onSaved,
}: {
  requests: ContactMessage[];
  onSaved?(visit: Visit): void;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const [open, setOpen] = useState(false);
  const schedulable = requests.filter((m) => m.customer_id !== null && m.spam_reason === '');
  const latest = schedulable[0];
  if (!latest || !can('visitCreate')) return null;
  return (
    <>
      <Button icon={<CalendarOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('visit.schedule')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <VisitFormModal
            editing={null}
            start={visitStartFrom(latest)}
            requests={schedulable.length > 1 ? schedulable.map(requestChoice) : undefined}
            onClose={(saved) => {
              setOpen(false);
              if (saved) onSaved?.(saved);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
