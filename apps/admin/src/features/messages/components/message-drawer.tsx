import { MessageOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Form, Input, List, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { MESSAGE_STATUSES, type MessageStatus } from '@shared/constants';
import { customerTelLink, customerWhatsappLink } from '@shared/phone';
import type { ContactMessage } from '@shared/schemas';
import { formatRelative } from '@/lib/format';
import { useTranslation } from 'react-i18next';
import { usePublishedCompanyName } from '@/lib/site-content-query';
import { useAddMessageNote, useMessageNotes } from '../api/message-notes';
import { useChangeMessageStatus, type StatusChange } from '../api/message-status';
import { getMessage } from '../api/get-message';
import { ServiceName, UrgencyTag } from '@/components/message-tags';
import { DateTime } from '@/components/date-time';
import { SidePanel } from '@/components/side-panel';
import { UserText } from '@/components/user-text';
import { ScheduleVisitButton } from '@/components/visits/schedule-visit-button';
import { MessageBooking } from './message-booking';
import '../text';
import { useToast } from '@/components/use-toast';

function Notes({ messageId }: { messageId: number }) {
  const { t } = useTranslation();
  const message = useToast();
  const notes = useMessageNotes(messageId);
  const add = useAddMessageNote(messageId);
  const [form] = Form.useForm<{ body: string }>();
  return (
    <section aria-labelledby="message-notes-title">
      <Typography.Title level={2} id="message-notes-title" style={{ fontSize: 16, marginBlock: '16px 8px' }}>
        {t('messages.notes')}
      </Typography.Title>
      <List
        size="small"
        loading={notes.isPending}
        dataSource={notes.data ?? []}
        locale={{ emptyText: t('messages.noNotes') }}
        renderItem={(note) => (
          <List.Item>
            <Flex vertical gap={2} style={{ inlineSize: '100%' }}>
              <UserText block>{note.body}</UserText>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <bdi dir="ltr">{note.author.email}</bdi> · <DateTime value={note.created_at} />
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
      {/* The note is the form's one field: an empty one is refused with a word, but a red star
          marking it "required" read as if adding a note were an obligation of the message. */}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={({ body }) =>
          add.mutate(body.trim(), {
            onSuccess: () => {
              form.resetFields();
              void message.success(t('messages.noteAdded'));
            },
          })
        }
        style={{ marginBlockStart: 8 }}
      >
        <Form.Item
          name="body"
          label={t('messages.addNote')}
          rules={[{ required: true, whitespace: true, message: t('messages.noteRequired') }]}
        >
          <Input.TextArea rows={3} placeholder={t('messages.notePlaceholder')} maxLength={2000} dir="auto" />
        </Form.Item>
        <Button htmlType="submit" loading={add.isPending}>
          {t('messages.addNote')}
        </Button>
      </Form>
    </section>
  );
}

/** The service in the reader's language, and beside it the word the customer sent when that differs. */
function ServiceAsked({ item }: { item: ContactMessage }) {
  const { t } = useTranslation();
  const shown = item.service_key ? t(`categories.${item.service_key}`) : item.service;
  return (
    <>
      <ServiceName item={item} />
      {shown !== item.service ? (
        <Typography.Text type="secondary">
          {' · '}
          {t('messages.askedAs')} <UserText>{item.service}</UserText>
        </Typography.Text>
      ) : null}
    </>
  );
}

/**
 * One message in a side panel (a full screen on a phone): every field, when it arrived, a call and a
 * WhatsApp chat in one tap, its status, read and spam, and the office's notes. Opening it marks it read.
 */
export function MessageDrawer({ item, onClose }: { item: ContactMessage; onClose(): void }) {
  const { t } = useTranslation();
  const company = usePublishedCompanyName();
  const message = useToast();
  const changeStatus = useChangeMessageStatus();
  const [current, setCurrent] = useState(item);
  const inSpam = current.spam_reason !== '';

  const change = (update: Omit<StatusChange, 'id'>, done?: string) =>
    changeStatus.mutate(
      { id: item.id, ...update },
      {
        onSuccess: (saved) => {
          setCurrent(saved);
          if (done) void message.success(done);
        },
      },
    );

  useEffect(() => {
    if (!item.read) change({ read: true });
    // Once, when this message is opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item.id]);

  return (
    <SidePanel title={t('messages.previewTitle')} onClose={onClose}>
      <Flex gap={8} wrap style={{ marginBlockEnd: 16 }}>
        <Button type="primary" icon={<PhoneOutlined aria-hidden />} href={customerTelLink(current.phone)}>
          {t('messages.call')} <bdi dir="ltr">{current.phone}</bdi>
        </Button>
        <Button
          icon={<MessageOutlined aria-hidden />}
          href={customerWhatsappLink(
            current.phone,
            current.service
              ? t('messages.whatsappGreeting', { name: current.name, service: current.service, company })
              : t('messages.whatsappGreetingNoService', { name: current.name, company }),
          )}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('messages.whatsapp')}
        </Button>
        <Select<MessageStatus>
          aria-label={t('messages.status')}
          value={current.status}
          onChange={(status) => change({ status }, t('messages.statusSaved'))}
          options={MESSAGE_STATUSES.map((s) => ({ value: s, label: t(`message.statuses.${s}`) }))}
          style={{ minInlineSize: '10rem' }}
          disabled={inSpam}
        />
      </Flex>
      {/* Here, not in the panel's header: beside the title they squeezed it to a sliver on a phone. */}
      <Flex gap={8} wrap style={{ marginBlockEnd: 16 }}>
        {current.read ? (
          <Button onClick={() => change({ read: false }, t('messages.markUnread'))}>{t('messages.markUnread')}</Button>
        ) : null}
        <Button
          onClick={() => change({ spam: !inSpam }, inSpam ? t('messages.movedToInbox') : t('messages.movedToSpam'))}
        >
          {inSpam ? t('messages.notSpam') : t('messages.markSpam')}
        </Button>
        <ScheduleVisitButton
          requests={[current]}
          // The server moved the message along (scheduled, or done): show where it stands now.
          onSaved={() => void getMessage(item.id).then(setCurrent, () => undefined)}
        />
      </Flex>
      {current.source === 'booking' ? <MessageBooking contactId={item.id} /> : null}
      <Descriptions
        bordered
        column={1}
        size="small"
        items={[
          { key: 'name', label: t('message.fields.name'), children: <UserText>{current.name}</UserText> },
          { key: 'phone', label: t('message.fields.phone'), children: <bdi dir="ltr">{current.phone}</bdi> },
          { key: 'email', label: t('message.fields.email'), children: <bdi dir="ltr">{current.email || '—'}</bdi> },
          {
            key: 'service',
            label: t('message.fields.service'),
            children: current.service ? <ServiceAsked item={current} /> : '—',
          },
          {
            key: 'message',
            label: t('message.fields.message'),
            children: current.message ? <UserText block>{current.message}</UserText> : '—',
          },
          {
            key: 'preferred_time',
            label: t('message.fields.preferred_time'),
            children: current.preferred_time ? <UserText>{current.preferred_time}</UserText> : '—',
          },
          {
            key: 'urgency',
            label: t('message.fields.urgency'),
            children: <UrgencyTag urgency={current.urgency} />,
          },
          {
            key: 'created_at',
            label: t('messages.arrived'),
            children: (
              <span>
                {formatRelative(current.created_at)} — <DateTime value={current.created_at} />
              </span>
            ),
          },
          { key: 'source', label: t('messages.source'), children: t(`message.sources.${current.source}`) },
          ...(inSpam
            ? [
                {
                  key: 'spam_reason',
                  label: t('messages.spamReason'),
                  children: t(`message.spamReasons.${current.spam_reason as 'honeypot'}`),
                },
              ]
            : []),
        ]}
      />
      <Notes messageId={item.id} />
    </SidePanel>
  );
}
