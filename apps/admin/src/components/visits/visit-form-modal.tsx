import { Alert, App, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { issueText } from '@shared/api-errors';
import { DEFAULT_CATEGORY, type Category, type VisitPriority, type VisitStatus } from '@shared/constants';
import { visitSchema, type Visit, type VisitBody } from '@shared/schemas';
import { FormModal } from '@/components/form-modal';
import { fieldErrors } from '@/lib/field-errors';
import { currentLanguage } from '@/lib/i18n';
import { saudiNow, saudiToday } from '@/lib/visits/saudi-week';
import { useSaveVisit } from '@/lib/visits/visits-api';
import { useTranslation } from 'react-i18next';
import { ClashList } from './clash-list';
import { passedStart } from './past-visit';
import { VisitFormFields } from './visit-form-fields';
import type { RequestChoice } from './request-field';
import { useToast } from '@/components/use-toast';

/** What the form holds: the body's fields, the day as the picker's, the price empty until typed. */
export interface VisitFormValues {
  contact_id?: number;
  date: Dayjs | null;
  from: string;
  to: string;
  address: string;
  district: string;
  service_key: Category;
  team: string;
  price: number | null;
  priority: VisitPriority;
  status: VisitStatus;
  notes: string;
}

const EMPTY: VisitFormValues = {
  date: null,
  from: '09:00',
  to: '11:00',
  address: '',
  district: '',
  service_key: DEFAULT_CATEGORY,
  team: '',
  price: null,
  priority: 'normal',
  status: 'pending',
  notes: '',
};

const valuesOf = (visit: Visit): VisitFormValues => ({
  ...visit,
  contact_id: visit.contact_id ?? undefined,
  date: dayjs(visit.date),
});

interface Props {
  /** null: a new visit; a visit: change it. */
  editing: Visit | null;
  /** A new visit's first values (from the message it answers). */
  start?: Partial<VisitFormValues>;
  /** A choice of the request it answers (a customer's), or a search of them (the visits screen). */
  requests?: RequestChoice[] | 'search';
  onClose(saved?: Visit): void;
}

/**
 * Schedules or changes a visit. Our checks run first (each message beside its field, in the
 * person's language); when the team has another visit then, the clashing ones are shown and the
 * visit is saved only if the person confirms.
 */
export function VisitFormModal({ editing, start, requests, onClose }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const message = useToast();
  const [form] = Form.useForm<VisitFormValues>();
  const save = useSaveVisit();
  const orphan = editing !== null && editing.contact_id === null;

  const send = (body: VisitBody) =>
    save
      .mutateAsync({ id: editing?.id ?? null, body })
      .then((outcome) => {
        if ('saved' in outcome) {
          void message.success(editing ? t('visit.saved') : t('visit.added'));
          onClose(outcome.saved);
          return;
        }
        modal.confirm({
          title: t('visit.overlapTitle'),
          content: <ClashList clashes={outcome.clashes} />,
          okText: t('visit.overlapSave'),
          cancelText: t('common.cancel'),
          onOk: () => send({ ...body, confirm_overlap: true }),
        });
      })
      // The query client has shown the failure.
      .catch(() => undefined);

  function submit(shown: VisitFormValues) {
    const label = (field: string) => t(`visit.fields.${field as keyof VisitFormValues}`);
    // Without a choice of request the form has no such field: the visit's or the message's.
    const values = { ...shown, contact_id: shown.contact_id ?? editing?.contact_id ?? start?.contact_id };
    if (!values.contact_id) {
      form.setFields([
        { name: 'contact_id', errors: [`${label('contact_id')}: ${issueText('required', currentLanguage())}`] },
      ]);
      return;
    }
    const parsed = visitSchema.safeParse({
      ...values,
      date: values.date ? values.date.format('YYYY-MM-DD') : undefined,
      price: values.price ?? undefined,
      confirm_overlap: false,
    });
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error, label);
      form.setFields([...errors].map(([name, text]) => ({ name: name as keyof VisitFormValues, errors: [text] })));
      return;
    }
    const now = saudiNow();
    if (!passedStart(values, now)) {
      void send(parsed.data);
      return;
    }
    // A start already past (09:00 today, typed at 20:30) is saved only when the person says so.
    modal.confirm({
      title: t('visit.pastTitle'),
      content: t('visit.pastQuestion', { now: now.time }),
      okText: t('visit.overlapSave'),
      cancelText: t('common.cancel'),
      onOk: () => send(parsed.data),
    });
  }

  return (
    <FormModal<VisitFormValues>
      form={form}
      name="visit-form"
      title={editing ? t('visit.editTitle') : t('visit.addTitle')}
      width={680}
      initialValues={editing ? valuesOf(editing) : { ...EMPTY, date: dayjs(saudiToday()), ...start }}
      saving={save.isPending || orphan}
      onFinish={submit}
      onClose={() => onClose()}
    >
      {orphan ? <Alert type="warning" showIcon title={t('visit.noRequest')} style={{ marginBlockEnd: 12 }} /> : null}
      <VisitFormFields requests={requests} />
    </FormModal>
  );
}
