import { CalendarOutlined, MessageOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import type { Language } from '@shared/constants';
import type { Visit } from '@shared/schemas';
import { i18n } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { usePublishedCompanyName } from '@/lib/site-content-query';
import {
  confirmationLink,
  confirmationText,
  downloadText,
  visitCalendarFile,
  type ConfirmedVisit,
} from '@/lib/visits/visit-share';
import { useTranslation } from 'react-i18next';

/**
 * The texts of a language the admin may not have loaded (the confirmation goes in Arabic from the
 * English admin too): loaded once, then kept beside the shown language's.
 */
function useWordsOf(language: Language) {
  const loaded = useQuery({
    queryKey: ['admin-text', language],
    queryFn: async () => {
      // Asked of a shared text, not of the bundle: every screen's own texts add themselves to both
      // languages' bundles, so the other language's bundle exists before its shared texts are loaded.
      if (!i18n.exists('visit.confirmation', { lng: language })) {
        const text = language === 'ar' ? (await import('@/text/ar')).ar : (await import('@/text/en')).en;
        i18n.addResourceBundle(language, 'admin', text, true, false);
      }
      return true;
    },
    staleTime: Infinity,
    meta: { silent: true },
  });
  return loaded.data ? i18n.getFixedT(language) : null;
}

/**
 * The one-tap WhatsApp chat with the customer, the confirmation typed in `language` (with a booking's
 * private page as its last line when given).
 */
export function WhatsappLink({
  visit,
  language,
  label,
  bookingLink,
}: {
  visit: ConfirmedVisit;
  language: Language;
  label: string;
  bookingLink?: string;
}) {
  const words = useWordsOf(language);
  const company = usePublishedCompanyName(language);
  const text = words
    ? confirmationText(visit, (key, values) => words(key, values), language, company, bookingLink)
    : null;
  return (
    <Button
      icon={<MessageOutlined aria-hidden />}
      href={text ? confirmationLink(visit, text) : undefined}
      disabled={!text}
      target="_blank"
      rel="noopener noreferrer"
      lang={language}
    >
      {label}
    </Button>
  );
}

/**
 * A visit sent on: the customer's confirmation on WhatsApp in one tap (in Arabic; the English admin
 * also offers it in English), and a calendar file for the team's phones.
 */
export function VisitShareButtons({ visit }: { visit: Visit }) {
  const { t, i18n: shown } = useTranslation();
  const english = shown.language === 'en';
  const calendar = () =>
    visitCalendarFile(
      visit,
      t('visit.calendarTitle', { service: t(`categories.${visit.service_key}`), name: visit.customer_name }),
      t('visit.calendarNotes', { team: visit.team, phone: visit.phone }),
    ).then(
      (file) => downloadText(file, `visit-${visit.id}-${visit.date}.ics`, 'text/calendar;charset=utf-8'),
      () => notifyError(t('errors.generic')),
    );
  return (
    <Flex gap={8} wrap>
      <WhatsappLink visit={visit} language="ar" label={t('visit.whatsapp')} />
      {english ? <WhatsappLink visit={visit} language="en" label={t('visit.whatsappEnglish')} /> : null}
      <Button icon={<CalendarOutlined aria-hidden />} onClick={() => void calendar()}>
        {t('visit.calendar')}
      </Button>
    </Flex>
  );
}
