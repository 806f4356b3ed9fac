import { App, Form, Input, Modal, Typography } from 'antd';
import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import { LIMITS, type StaffMember } from '@shared/schemas';
import { formModalProps } from '@/lib/form-modal';
import { ltrInput } from '@/lib/ltr';
import { useTranslation } from 'react-i18next';
import { useSaveStaff } from '../api/save-staff';

export type StaffDialog = { mode: 'add' } | { mode: 'rename' | 'reset'; member: StaffMember };

interface Values {
  name: string;
  email: string;
  password: string;
}

/** Add a colleague (name, e-mail, first password), rename one, or reset one's password. */
export function StaffFormModal({ dialog, onClose }: { dialog: StaffDialog; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveStaff();
  const who = dialog.mode === 'add' ? '' : dialog.member.name || dialog.member.email;
  const title = {
    add: t('staff.addTitle'),
    rename: t('staff.renameTitle', { name: who }),
    reset: t('staff.resetTitle', { name: who }),
  }[dialog.mode];

  function submit(values: Values) {
    const done = { add: t('staff.added'), rename: t('staff.renamed'), reset: t('staff.resetDone') }[dialog.mode];
    const change =
      dialog.mode === 'add'
        ? { id: null, input: { name: values.name, email: values.email.trim(), password: values.password } }
        : dialog.mode === 'rename'
          ? { id: dialog.member.id, input: { name: values.name } }
          : { id: dialog.member.id, input: { password: values.password } };
    save.mutate(change, {
      onSuccess: () => {
        void message.success(done);
        onClose();
      },
    });
  }

  const required = { required: true, whitespace: true, message: t('account.required') };
  return (
    <Modal
      open
      title={title}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      {...formModalProps}
      mask={{ closable: false }}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="staff-form"
        initialValues={{ name: dialog.mode === 'rename' ? dialog.member.name : '', email: '', password: '' }}
        onFinish={submit}
        disabled={save.isPending}
      >
        {dialog.mode !== 'reset' ? (
          <Form.Item name="name" label={t('staff.name')} rules={[required]}>
            <Input maxLength={LIMITS.name} />
          </Form.Item>
        ) : null}
        {dialog.mode === 'add' ? (
          <Form.Item
            name="email"
            label={t('staff.email')}
            rules={[required, { type: 'email', message: t('staff.invalidEmail') }]}
          >
            <Input type="email" autoComplete="off" dir="ltr" styles={ltrInput} maxLength={LIMITS.email} />
          </Form.Item>
        ) : null}
        {dialog.mode !== 'rename' ? (
          <Form.Item
            name="password"
            label={dialog.mode === 'add' ? t('staff.firstPassword') : t('account.newPassword')}
            extra={
              <Typography.Text type="secondary">
                {dialog.mode === 'add' ? t('staff.firstPasswordHint') : t('staff.resetHint')}{' '}
                {t('account.passwordHint')}
              </Typography.Text>
            }
            rules={[required, { min: MIN_PASSWORD_LENGTH, message: t('account.tooShort') }]}
          >
            <Input type="password" autoComplete="new-password" dir="ltr" styles={ltrInput} maxLength={1024} />
          </Form.Item>
        ) : null}
        {/* Enter in a field submits the form. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
