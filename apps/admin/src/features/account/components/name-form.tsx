import { Button, Flex, Form, Input } from 'antd';
import { LIMITS } from '@shared/schemas';
import { useTranslation } from 'react-i18next';
import { useSaveAccount } from '../api/save-account';
import '../text';
import { useToast } from '@/components/use-toast';

/** My name as colleagues, the audit log and the notes show it. */
export function NameForm({ name }: { name: string }) {
  const { t } = useTranslation();
  const message = useToast();
  const save = useSaveAccount();
  return (
    <Form
      layout="vertical"
      name="account-name"
      initialValues={{ name }}
      onFinish={({ name: next }: { name: string }) =>
        save.mutate({ name: next.trim() }, { onSuccess: () => void message.success(t('account.nameSaved')) })
      }
      disabled={save.isPending}
    >
      <Form.Item
        label={t('account.name')}
        htmlFor="account-name_name"
        required
        extra={name ? undefined : t('account.nameHint')}
        style={{ marginBlockEnd: 8 }}
      >
        <Flex gap={8}>
          <Form.Item name="name" noStyle rules={[{ required: true, whitespace: true, message: t('common.required') }]}>
            <Input maxLength={LIMITS.name} dir="auto" autoComplete="name" style={{ flex: '1 1 auto' }} />
          </Form.Item>
          <Button htmlType="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}
