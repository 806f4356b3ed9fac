import { Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formModalProps } from '@/lib/form-modal';

interface Props<Values> {
  form: FormInstance<Values>;
  /** The form's name (antd prefixes its fields' ids with it). */
  name: string;
  title: string;
  width: number;
  initialValues: Values;
  saving: boolean;
  onFinish(values: Values): void;
  onClose(): void;
  children: ReactNode;
}

/**
 * A modal with the add/edit form of one record: Save and Cancel, our checks on submit (a field's
 * message goes as soon as that field is edited), disabled while saving, Enter in a field submits,
 * and a click beside it does not close it (nothing typed is lost).
 */
export function FormModal<Values extends object>({
  form,
  name,
  title,
  width,
  initialValues,
  saving,
  onFinish,
  onClose,
  children,
}: Props<Values>) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={title}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      {...formModalProps}
      mask={{ closable: false }}
      width={width}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={onFinish}
        onValuesChange={(changed: Partial<Values>) =>
          form.setFields(Object.keys(changed).map((field) => ({ name: field as never, errors: [] })))
        }
        disabled={saving}
        name={name}
      >
        {children}
        {/* Enter in a field submits the form. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
