import { App, Button, Flex, Grid, List, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { SessionDevice, SessionItem } from '@shared/schemas';
import { formatDateTime, formatRelative } from '@/lib/format';
import { useTranslation } from 'react-i18next';
import { useEndSessions } from '../api/end-sessions';
import { useSessions } from '../api/get-sessions';
import '../text';
import { useToast } from '@/components/use-toast';

/** "Chrome browser on Windows", "Desktop app on macOS", from what the user agent told. */
function deviceName(d: SessionDevice, t: TFunction): string {
  const what =
    d.app === 'desktop'
      ? t('account.device.desktop')
      : d.browser
        ? t('account.device.browserNamed', { browser: d.browser })
        : t('account.device.browser');
  return d.os ? t('account.device.on', { what, os: d.os }) : what;
}

/** My sessions: device, address, last seen, this one marked; sign out one, or all the others. */
export function SessionsList() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const message = useToast();
  const sessions = useSessions();
  const end = useEndSessions();
  const items = sessions.data ?? [];
  const others = items.filter((s) => !s.current).length;
  // On a phone the sign-out button goes under its session instead of squeezing it.
  const phone = !Grid.useBreakpoint().sm;

  function endOthers() {
    modal.confirm({
      title: t('account.confirmEndOthers'),
      okText: t('account.endOthers'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        end
          .mutateAsync('others')
          .then((n) => void message.success(t('account.othersEnded', { count: n })))
          .catch(() => undefined),
    });
  }

  const row = (s: SessionItem) => (
    <List.Item
      actions={
        s.current
          ? []
          : [
              <Button
                key="end"
                danger
                onClick={() =>
                  end.mutate({ id: s.id }, { onSuccess: () => void message.success(t('account.sessionEnded')) })
                }
                disabled={end.isPending}
              >
                {t('account.endSession')}
              </Button>,
            ]
      }
    >
      <List.Item.Meta
        title={
          <Flex gap={8} wrap align="center">
            <span>{deviceName(s.device, t)}</span>
            {s.current ? <Tag className="state-tag state-tag-on">{t('account.thisSession')}</Tag> : null}
          </Flex>
        }
        description={
          <Flex gap={16} wrap>
            <span>
              {t('account.address')}: <bdi dir="ltr">{s.address}</bdi>
            </span>
            <span title={formatDateTime(s.lastSeenAt)}>
              {t('account.lastSeen')}: <bdi>{formatRelative(s.lastSeenAt)}</bdi>
            </span>
          </Flex>
        }
      />
    </List.Item>
  );

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('account.sessionsHint')}</Typography.Text>
      <List<SessionItem>
        itemLayout={phone ? 'vertical' : 'horizontal'}
        loading={sessions.isPending}
        dataSource={items}
        renderItem={row}
        rowKey="id"
      />
      <div>
        <Button danger onClick={endOthers} disabled={others === 0 || end.isPending}>
          {others === 0 ? t('account.noOtherSessions') : t('account.endOthers')}
        </Button>
      </div>
    </Flex>
  );
}
