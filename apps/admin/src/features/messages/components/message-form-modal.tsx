import { Form, Input, Select } from 'antd';
import { DEFAULT_URGENCY, URGENCIES } from '@shared/constants';
import { CONTACT_FIELD_NAMES, CONTACT_FIELDS, type ContactFieldInput } from '@shared/contact-fields';
import { adminContactSchema, type AdminContact, type ContactMessage } from '@shared/schemas';
import { FormModal } from '@/components/form-modal';
import { fieldErrors } from '@/lib/field-errors';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSaveMessage } from '../api/save-message';
import { ltrInput } from '@/lib/ltr';
import '../text';
import { useToast } from '@/components/use-toast';

type FormValues = AdminContact;

const EMPTY: FormValues = {
  ...(Object.fromEntries(CONTACT_FIELD_NAMES.map((field) => [field, ''])) as Omit<FormValues, 'urgency'>),
  urgency: DEFAULT_URGENCY,
};

function initialValues(item: ContactMessage | null): FormValues {
  if (!item) return EMPTY;
  return Object.fromEntries(CONTACT_FIELD_NAMES.map((field) => [field, item[field]])) as FormValues;
}

/** The control of one field, as the shared description types it. */
function control({ input, maxLength }: ContactFieldInput, t: TFunction) {
  switch (input) {
    case 'tel':
      return (
        <Input
          type="tel"
          dir="ltr"
          styles={ltrInput}
          placeholder={t('messages.phonePlaceholder')}
          maxLength={maxLength}
        />
      );
    case 'email':
      return <Input type="email" dir="ltr" styles={ltrInput} maxLength={maxLength} />;
    case 'multiline':
      return <Input.TextArea rows={4} maxLength={maxLength} dir="auto" />;
    case 'urgency':
      return <Select options={URGENCIES.map((u) => ({ value: u, label: t(`message.urgencies.${u}`) }))} />;
    case 'text':
      return <Input maxLength={maxLength} dir="auto" />;
  }
}

interface Props {
  /** null: add a message; a message: edit it (add without id, edit with id). */
  editing: ContactMessage | null;
  onClose(saved?: 'added' | 'updated'): void;
}

/** Add/edit modal of a message. Name and phone are required. */
export function MessageFormModal({ editing, onClose }: Props) {
  const { t } = useTranslation();
  const message = useToast();
  const [form] = Form.useForm<FormValues>();
  const isEdit = editing !== null;
  const save = useSaveMessage();

  function submit(values: FormValues) {
    const missing = CONTACT_FIELD_NAMES.filter((k) => CONTACT_FIELDS[k].required && !values[k]?.trim());
    if (missing.length > 0) {
      void message.error(t('messages.required'));
      form.setFields(missing.map((name) => ({ name, errors: [t('messages.required')] })));
      return;
    }
    const parsed = adminContactSchema.safeParse(values);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error, (field) => t(`message.fields.${field as keyof FormValues}`));
      form.setFields([...errors].map(([name, msg]) => ({ name: name as keyof FormValues, errors: [msg] })));
      return;
    }
    save.mutate(
      { id: editing?.id ?? null, input: parsed.data },
      {
        onSuccess: () => {
          void message.success(isEdit ? t('messages.updated') : t('messages.added'));
          onClose(isEdit ? 'updated' : 'added');
        },
      },
    );
  }

  return (
    <FormModal<FormValues>
      form={form}
      name="contact-form"
      title={isEdit ? t('messages.editTitle') : t('messages.addTitle')}
      width={640}
      initialValues={initialValues(editing)}
      saving={save.isPending}
      onFinish={submit}
      onClose={() => onClose()}
    >
      {CONTACT_FIELD_NAMES.map((field) => (
        <Form.Item
          key={field}
          name={field}
          label={t(`message.fields.${field}`)}
          required={CONTACT_FIELDS[field].required}
        >
          {control(CONTACT_FIELDS[field], t)}
        </Form.Item>
      ))}
    </FormModal>
  );
}
