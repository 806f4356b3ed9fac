import { App, Form, Input, Modal, Select } from 'antd';
import { DEFAULT_URGENCY, URGENCIES, type Urgency } from '@shared/constants';
import { adminContactSchema, type ContactMessage } from '@shared/schemas';
import { fieldErrors } from '@/lib/field-errors';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSaveContact } from '../api/save-contact';
import { ltrInput } from '@/lib/ltr';
import { formModalProps } from '@/lib/form-modal';

interface FormValues {
  name: string;
  phone: string;
  email: string;
  service: string;
  message: string;
  preferred_time: string;
  urgency: Urgency;
}

const urgencyOptionsOf = (t: TFunction) => URGENCIES.map((u) => ({ value: u, label: t(`urgency.${u}`) }));

function initialValues(item: ContactMessage | null): FormValues {
  return {
    name: item?.name ?? '',
    phone: item?.phone ?? '',
    email: item?.email ?? '',
    service: item?.service ?? '',
    message: item?.message ?? '',
    preferred_time: item?.preferred_time ?? '',
    urgency: item?.urgency ?? DEFAULT_URGENCY,
  };
}

interface Props {
  /** null: add a message; a message: edit it (add without id, edit with id). */
  editing: ContactMessage | null;
  onClose(saved?: 'added' | 'updated'): void;
}

/** Add/edit modal of a contact message. Name and phone are required. */
export function ContactFormModal({ editing, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const isEdit = editing !== null;
  const save = useSaveContact();

  function submit(values: FormValues) {
    const missing = (['name', 'phone'] as const).filter((k) => !values[k]?.trim());
    if (missing.length > 0) {
      void message.error(t('contacts.required'));
      form.setFields(missing.map((name) => ({ name, errors: [t('contacts.required')] })));
      return;
    }
    const parsed = adminContactSchema.safeParse(values);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error, (field) => t(`contacts.fields.${field as keyof FormValues}`));
      form.setFields([...errors].map(([name, msg]) => ({ name: name as keyof FormValues, errors: [msg] })));
      return;
    }
    save.mutate(
      { id: editing?.id ?? null, input: parsed.data },
      {
        onSuccess: () => {
          void message.success(isEdit ? t('contacts.updated') : t('contacts.added'));
          onClose(isEdit ? 'updated' : 'added');
        },
      },
    );
  }

  return (
    <Modal
      open
      title={isEdit ? t('contacts.editTitle') : t('contacts.addTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose()}
      {...formModalProps}
      mask={{ closable: false }}
      width={640}
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues(editing)}
        onFinish={submit}
        // Our checks run on submit; a field's message goes as soon as the field is edited.
        onValuesChange={(changed: Partial<FormValues>) =>
          form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof FormValues, errors: [] })))
        }
        disabled={save.isPending}
        name="contact-form"
      >
        <Form.Item name="name" label={t('contacts.fields.name')} required>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="phone" label={t('contacts.fields.phone')} required>
          <Input type="tel" dir="ltr" styles={ltrInput} placeholder={t('contacts.phonePlaceholder')} maxLength={20} />
        </Form.Item>
        <Form.Item name="email" label={t('contacts.fields.email')}>
          <Input type="email" dir="ltr" styles={ltrInput} maxLength={254} />
        </Form.Item>
        <Form.Item name="service" label={t('contacts.fields.service')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="message" label={t('contacts.fields.message')}>
          <Input.TextArea rows={4} maxLength={5000} />
        </Form.Item>
        <Form.Item name="preferred_time" label={t('contacts.fields.preferred_time')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="urgency" label={t('contacts.fields.urgency')}>
          <Select options={urgencyOptionsOf(t)} />
        </Form.Item>
        {/* Enter in a field submits the form. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
