import { Form, Input, Modal, Typography } from 'antd';
import { DEFAULT_ROLE, type Role } from '@shared/api/roles';
import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import { LIMITS, type StaffMember } from '@shared/schemas';
import { formModalProps } from '@/lib/form-modal';
import { ltrInput } from '@/lib/ltr';
import { useTranslation } from 'react-i18next';
import { useSaveStaff } from '../api/save-staff';
import { RoleChoice } from './role-choice';
import '../text';
import { useToast } from '@/components/use-toast';

export type StaffDialog = { mode: 'add' } | { mode: 'edit' | 'reset'; member: StaffMember };

interface Values {
  name: string;
  email: string;
  password: string;
  role: Role;
}

/** Only what the dialog changed: nothing sent when nothing did. */
function editOf(member: StaffMember, values: Values) {
  return {
    ...(values.name !== member.name ? { name: values.name } : {}),
    ...(values.role !== member.role ? { role: values.role } : {}),
  };
}

/** Add a colleague (name, e-mail, role, first password), edit one's name and role, or reset one's password. */
export function StaffFormModal({ dialog, onClose }: { dialog: StaffDialog; onClose(): void }) {
  const { t } = useTranslation();
  const message = useToast();
  const [form] = Form.useForm<Values>();
  const save = useSaveStaff();
  const who = dialog.mode === 'add' ? '' : dialog.member.name || dialog.member.email;
  const title = {
    add: t('staff.addTitle'),
    edit: t('staff.editTitle', { name: who }),
    reset: t('staff.resetTitle', { name: who }),
  }[dialog.mode];

  function submit(values: Values) {
    const done = { add: t('staff.added'), edit: t('staff.edited'), reset: t('staff.resetDone') }[dialog.mode];
    const { name, role, password } = values;
    const change =
      dialog.mode === 'add'
        ? { id: null, input: { name, email: values.email.trim(), password, role } }
        : dialog.mode === 'edit'
          ? { id: dialog.member.id, input: editOf(dialog.member, values) }
          : { id: dialog.member.id, input: { password } };
    if (Object.keys(change.input).length === 0) return onClose();
    save.mutate(change, {
      onSuccess: () => {
        void message.success(done);
        onClose();
      },
    });
  }

  const required = { required: true, whitespace: true, message: t('common.required') };
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
        initialValues={{
          name: dialog.mode === 'edit' ? dialog.member.name : '',
          email: '',
          password: '',
          role: dialog.mode === 'add' ? DEFAULT_ROLE : dialog.member.role,
        }}
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
            rules={[required, { type: 'email', message: t('common.invalidEmail') }]}
          >
            <Input type="email" autoComplete="off" dir="ltr" styles={ltrInput} maxLength={LIMITS.email} />
          </Form.Item>
        ) : null}
        {dialog.mode !== 'reset' ? (
          <Form.Item
            name="role"
            label={t('staffMember.role')}
            extra={dialog.mode === 'edit' && dialog.member.current ? t('staff.ownRole') : undefined}
          >
            <RoleChoice disabled={dialog.mode === 'edit' && dialog.member.current} />
          </Form.Item>
        ) : null}
        {dialog.mode !== 'edit' ? (
          <Form.Item
            name="password"
            label={dialog.mode === 'add' ? t('staff.firstPassword') : t('password.new')}
            extra={
              <Typography.Text type="secondary">
                {dialog.mode === 'add' ? t('staff.firstPasswordHint') : t('staff.resetHint')} {t('password.hint')}
              </Typography.Text>
            }
            rules={[required, { min: MIN_PASSWORD_LENGTH, message: t('password.tooShort') }]}
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
