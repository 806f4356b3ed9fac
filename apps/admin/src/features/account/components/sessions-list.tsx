import { App, Button, Flex, Grid, List, Tag, Typography } from 'antd';
import type { SessionItem } from '@shared/schemas';
import { formatDateTime, formatRelative } from '@/lib/format';
import { T } from '@/text/ar';
import { useEndSessions } from '../api/end-sessions';
import { useSessions } from '../api/get-sessions';

const A = T.account;

/** My sessions: device, address, last seen, this one marked; sign out one, or all the others. */
export function SessionsList() {
  const { message, modal } = App.useApp();
  const sessions = useSessions();
  const end = useEndSessions();
  const items = sessions.data ?? [];
  const others = items.filter((s) => !s.current).length;
  // On a phone the sign-out button goes under its session instead of squeezing it.
  const phone = !Grid.useBreakpoint().sm;

  function endOthers() {
    modal.confirm({
      title: A.confirmEndOthers,
      okText: A.endOthers,
      okButtonProps: { danger: true },
      cancelText: T.common.cancel,
      onOk: () =>
        end
          .mutateAsync('others')
          .then((n) => void message.success(A.othersEnded(n)))
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
                onClick={() => end.mutate({ id: s.id }, { onSuccess: () => void message.success(A.sessionEnded) })}
                disabled={end.isPending}
              >
                {A.endSession}
              </Button>,
            ]
      }
    >
      <List.Item.Meta
        title={
          <Flex gap={8} wrap align="center">
            <span>{A.device(s.device)}</span>
            {s.current ? <Tag className="state-tag state-tag-on">{A.thisSession}</Tag> : null}
          </Flex>
        }
        description={
          <Flex gap={16} wrap>
            <span>
              {A.address}: <bdi dir="ltr">{s.address}</bdi>
            </span>
            <span title={formatDateTime(s.lastSeenAt)}>
              {A.lastSeen}: <bdi>{formatRelative(s.lastSeenAt)}</bdi>
            </span>
          </Flex>
        }
      />
    </List.Item>
  );

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{A.sessionsHint}</Typography.Text>
      <List<SessionItem>
        itemLayout={phone ? 'vertical' : 'horizontal'}
        loading={sessions.isPending}
        dataSource={items}
        renderItem={row}
        rowKey="id"
      />
      <div>
        <Button danger onClick={endOthers} disabled={others === 0 || end.isPending}>
          {others === 0 ? A.noOtherSessions : A.endOthers}
        </Button>
      </div>
    </Flex>
  );
}
