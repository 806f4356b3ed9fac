import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { Panel } from '@/components/panel';
import { Tag } from '@/components/tag';
import type { ContactMessage } from '@shared/schemas';
import { customerTelLink } from '@shared/phone';
import { formatRelative } from '@/lib/format';
import { ServiceName, StatusTag, UnreadTag, UrgencyTag } from '@/components/message-tags';
import { UserText } from '@/components/user-text';
import { DemoTag } from '@/components/demo-tag';

/**
 * A message as a card on a phone: name, how long ago, the number to call (a tap calls it: the one
 * thing an agent needs from the list), service, urgency and status; a tap on the name opens it.
 */
export function MessageCard({ item, open, actions }: { item: ContactMessage; open(): void; actions: ReactNode }) {
  return (
    <Panel className={item.read ? 'item-card' : 'item-card message-unread'}>
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="baseline" gap={8}>
          <Button type="link" onClick={open} className={item.read ? 'item-open' : 'item-open item-open-unread'}>
            <UserText>{item.name}</UserText>
          </Button>
          <span className="text-secondary nowrap" style={{ fontSize: 12 }}>
            {formatRelative(item.created_at)}
          </span>
        </Flex>
        <a href={customerTelLink(item.phone)} className="card-phone">
          <bdi dir="ltr">{item.phone}</bdi>
        </a>
        <Flex gap={6} wrap>
          {item.service ? (
            <Tag>
              <ServiceName item={item} />
            </Tag>
          ) : null}
          <UrgencyTag urgency={item.urgency} />
          <StatusTag status={item.status} />
          {!item.read ? <UnreadTag /> : null}
          <DemoTag demo={item.demo} kind="message" />
        </Flex>
        {actions}
      </Flex>
    </Panel>
  );
}
