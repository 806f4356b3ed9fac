import { Button, Form, Input, Typography } from 'antd';
import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import { ltrInput } from '@/lib/ltr';
import { T } from '@/text/ar';
import { useChangePassword } from '../api/change-password';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const A = T.account;

/**
 * Current password, new password twice. Length and the match are checked here; the server applies
 * the whole policy and its refusal is shown with its reason (query client).
 */
export function PasswordForm({ onDone, submitLabel = A.changePassword }: { onDone(): void; submitLabel?: string }) {
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();

  function submit({ currentPassword, newPassword }: Values) {
    // The promise, not mutate's callbacks: on the first-password screen the success itself moves
    // the person on (this form unmounts), and what success says must still be said.
    change
      .mutateAsync({ currentPassword, newPassword })
      .then(() => {
        form.resetFields();
        onDone();
      })
      .catch(() => undefined);
  }

  const password = (autoComplete: string) => (
    <Input type="password" autoComplete={autoComplete} dir="ltr" styles={ltrInput} maxLength={1024} />
  );
  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit} disabled={change.isPending} name="password-form">
      <Form.Item name="currentPassword" label={A.currentPassword} rules={[{ required: true, message: A.required }]}>
        {password('current-password')}
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={A.newPassword}
        extra={<Typography.Text type="secondary">{A.passwordHint}</Typography.Text>}
        rules={[
          { required: true, message: A.required },
          { min: MIN_PASSWORD_LENGTH, message: A.tooShort },
        ]}
      >
        {password('new-password')}
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={A.confirmPassword}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: A.required },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(A.mismatch)),
          }),
        ]}
      >
        {password('new-password')}
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
