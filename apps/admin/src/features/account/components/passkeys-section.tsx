import { Alert, App, Button, Flex, Form, Grid, Input, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSKEY_NAME_MAX, type Passkey } from '@shared/schemas/passkeys';
import { DateTime } from '@/components/date-time';
import { FormModal } from '@/components/form-modal';
import { useToast } from '@/components/use-toast';
import { UserText } from '@/components/user-text';
import { useAccount } from '@/lib/account-query';
import { isolated } from '@/lib/bidi';
import { formatDateTime, formatRelative } from '@/lib/format';
import { passkeysUsable } from '@/lib/passkeys';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../api/passkeys';
import '../text';

/**
 * My passkeys (the account screen's two-step card): each with its name, when it was added and last
 * used, to rename or remove; a new one added under a name of my choosing (the browser asks for the
 * phone's or computer's screen lock, or a security key). In the desktop app, where passkeys cannot
 * work, the list stays and a note says to add and use them in a browser.
 */
export function PasskeysSection({ onRecoveryCodes }: { onRecoveryCodes(codes: string[]): void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const message = useToast();
  const status = useAccount().data?.secondFactor;
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const items = passkeys.data ?? [];
  const [name, setName] = useState('');
  const suggested = t('account.passkeys.defaultName', { n: items.length + 1 });
  const phone = !Grid.useBreakpoint().sm;
  // The last second factor the office's policy requires cannot go (the server refuses it too).
  const lastRequired = status?.required === true && !status.totp && items.length === 1;

  function confirmRemove(passkey: Passkey) {
    modal.confirm({
      title: t('account.passkeys.confirmRemove', { name: isolated(passkey.name) }),
      content: t('account.passkeys.removeHint'),
      okText: t('account.passkeys.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove
          .mutateAsync(passkey.id)
          .then(() => void message.success(t('account.passkeys.removed')))
          .catch(() => undefined),
    });
  }

  const row = (passkey: Passkey) => (
    <List.Item
      actions={[
        <Button key="rename" onClick={() => setRenaming(passkey)}>
          {t('account.passkeys.rename')}
        </Button>,
        <Button key="remove" danger disabled={lastRequired || remove.isPending} onClick={() => confirmRemove(passkey)}>
          {t('account.passkeys.remove')}
        </Button>,
      ]}
    >
      <List.Item.Meta
        title={<UserText>{passkey.name}</UserText>}
        description={
          <Flex gap={16} wrap>
            <span>
              {t('account.passkeys.added')}: <DateTime value={passkey.createdAt} />
            </span>
            <span title={passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : undefined}>
              {t('account.passkeys.lastUsed')}:{' '}
              <bdi>{passkey.lastUsedAt ? formatRelative(passkey.lastUsedAt) : t('account.passkeys.neverUsed')}</bdi>
            </span>
          </Flex>
        }
      />
    </List.Item>
  );

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('account.passkeys.intro')}</Typography.Text>
      {items.length > 0 || passkeys.isPending ? (
        <List<Passkey>
          itemLayout={phone ? 'vertical' : 'horizontal'}
          loading={passkeys.isPending}
          dataSource={items}
          renderItem={row}
          rowKey="id"
        />
      ) : (
        <Typography.Text>{t('account.passkeys.none')}</Typography.Text>
      )}
      {lastRequired ? <Typography.Text type="secondary">{t('account.passkeys.lastRequired')}</Typography.Text> : null}
      {status && !status.totp && items.length > 0 ? (
        <>
          <Typography.Text>{t('account.passkeys.codesLeft', { count: status.recoveryCodesLeft })}</Typography.Text>
          <Typography.Text type="secondary">{t('account.passkeys.desktopNeedsApp')}</Typography.Text>
        </>
      ) : null}
      {!passkeysUsable() ? (
        <Alert type="info" title={t(window.desktop ? 'account.passkeys.desktop' : 'account.passkeys.unsupported')} />
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const chosen = name.trim() || suggested;
            add.mutate(chosen, {
              onSuccess: (answer) => {
                setName('');
                void message.success(t('account.passkeys.addedToast', { name: isolated(answer.item.name) }));
                if (answer.recovery_codes) onRecoveryCodes(answer.recovery_codes);
              },
            });
          }}
        >
          <Flex gap={8} wrap align="center">
            <Input
              aria-label={t('account.passkeys.name')}
              placeholder={suggested}
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={PASSKEY_NAME_MAX}
              dir="auto"
              style={{ maxInlineSize: 260 }}
            />
            <Button type="primary" htmlType="submit" loading={add.isPending}>
              {t('account.passkeys.add')}
            </Button>
          </Flex>
        </form>
      )}
      {renaming ? <RenameModal passkey={renaming} onClose={() => setRenaming(null)} /> : null}
    </Flex>
  );
}

function RenameModal({ passkey, onClose }: { passkey: Passkey; onClose(): void }) {
  const { t } = useTranslation();
  const message = useToast();
  const [form] = Form.useForm<{ name: string }>();
  const rename = useRenamePasskey();
  return (
    <FormModal
      form={form}
      name="passkey-rename"
      title={t('account.passkeys.renameTitle')}
      width={420}
      initialValues={{ name: passkey.name }}
      saving={rename.isPending}
      onFinish={({ name }) =>
        rename.mutate(
          { id: passkey.id, name },
          {
            onSuccess: () => {
              void message.success(t('account.passkeys.renamed'));
              onClose();
            },
          },
        )
      }
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('account.passkeys.name')}
        rules={[{ required: true, whitespace: true, message: t('account.passkeys.nameRequired') }]}
      >
        <Input maxLength={PASSKEY_NAME_MAX} dir="auto" />
      </Form.Item>
    </FormModal>
  );
}
