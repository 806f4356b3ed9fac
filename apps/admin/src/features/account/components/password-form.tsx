import { Button, Form, Input, Typography } from 'antd';
import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import { ltrInput } from '@/lib/ltr';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../api/change-password';
import { forgetSignInPassword } from '@/lib/sign-in-password';
import '../text';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

interface Props {
  onDone(): void;
  submitLabel?: string;
  /** The current password when the person has just typed it (the first sign-in): not asked again. */
  current?: string;
  /** The server refused the change: the form then asks for the current password after all. */
  onRefused?(): void;
}

/**
 * Current password, new password twice. Length and the match are checked here; the server applies
 * the whole policy and its refusal is shown with its reason (query client).
 */
export function PasswordForm({ onDone, submitLabel, current, onRefused }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();

  function submit({ currentPassword, newPassword }: Values) {
    // The promise, not mutate's callbacks: on the first-password screen the success itself moves
    // the person on (this form unmounts), and what success says must still be said.
    change
      .mutateAsync({ currentPassword: current ?? currentPassword, newPassword })
      .then(() => {
        forgetSignInPassword();
        form.resetFields();
        onDone();
      })
      // The query client has shown why.
      .catch(() => onRefused?.());
  }

  const password = (autoComplete: string) => (
    <Input type="password" autoComplete={autoComplete} dir="ltr" styles={ltrInput} maxLength={1024} />
  );
  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit} disabled={change.isPending} name="password-form">
      {current === undefined ? (
        <Form.Item
          name="currentPassword"
          label={t('account.currentPassword')}
          rules={[{ required: true, message: t('common.required') }]}
        >
          {password('current-password')}
        </Form.Item>
      ) : null}
      <Form.Item
        name="newPassword"
        label={t('password.new')}
        extra={<Typography.Text type="secondary">{t('password.hint')}</Typography.Text>}
        rules={[
          { required: true, message: t('common.required') },
          { min: MIN_PASSWORD_LENGTH, message: t('password.tooShort') },
        ]}
      >
        {password('new-password')}
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('account.confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('common.required') },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('account.mismatch'))),
          }),
        ]}
      >
        {password('new-password')}
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {submitLabel ?? t('account.changePassword')}
      </Button>
    </Form>
  );
}
