import { MessageOutlined, PhoneOutlined } from '@ant-design/icons';
import { App, Button, Descriptions, Flex, Form, Input, List, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { LEAD_STATUSES, type LeadStatus } from '@shared/constants';
import { customerTelLink, customerWhatsappLink } from '@shared/phone';
import type { ContactMessage } from '@shared/schemas';
import { formatRelative } from '@/lib/format';
import { useTranslation } from 'react-i18next';
import { usePublishedCompanyName } from '@/lib/site-content-query';
import { useAddContactNote, useContactNotes } from '../api/contact-notes';
import { useChangeContactStatus, type StatusChange } from '../api/contact-status';
import { getContact } from '../api/get-contact';
import { ServiceName, UrgencyTag } from '@/components/lead-tags';
import { DateTime } from '@/components/date-time';
import { SidePanel } from '@/components/side-panel';
import { UserText } from '@/components/user-text';
import { ScheduleVisitButton } from '@/components/visits/schedule-visit-button';

function Notes({ contactId }: { contactId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const notes = useContactNotes(contactId);
  const add = useAddContactNote(contactId);
  const [form] = Form.useForm<{ body: string }>();
  return (
    <section aria-labelledby="contact-notes-title">
      <Typography.Title level={2} id="contact-notes-title" style={{ fontSize: 16, marginBlock: '16px 8px' }}>
        {t('leads.notes')}
      </Typography.Title>
      <List
        size="small"
        loading={notes.isPending}
        dataSource={notes.data ?? []}
        locale={{ emptyText: t('leads.noNotes') }}
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
      <Form
        form={form}
        layout="vertical"
        onFinish={({ body }) =>
          add.mutate(body.trim(), {
            onSuccess: () => {
              form.resetFields();
              void message.success(t('leads.noteAdded'));
            },
          })
        }
        style={{ marginBlockStart: 8 }}
      >
        <Form.Item
          name="body"
          label={t('leads.addNote')}
          rules={[{ required: true, whitespace: true, message: t('leads.noteRequired') }]}
        >
          <Input.TextArea rows={3} placeholder={t('leads.notePlaceholder')} maxLength={2000} dir="auto" />
        </Form.Item>
        <Button htmlType="submit" loading={add.isPending}>
          {t('leads.addNote')}
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
          {t('leads.askedAs')} <UserText>{item.service}</UserText>
        </Typography.Text>
      ) : null}
    </>
  );
}

/**
 * One message in a side panel (a full screen on a phone): every field, when it arrived, a call and a
 * WhatsApp chat in one tap, its status, read and spam, and the office's notes. Opening it marks it read.
 */
export function ContactDrawer({ item, onClose }: { item: ContactMessage; onClose(): void }) {
  const { t } = useTranslation();
  const company = usePublishedCompanyName();
  const { message } = App.useApp();
  const changeStatus = useChangeContactStatus();
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
    <SidePanel title={t('contacts.previewTitle')} onClose={onClose}>
      <Flex gap={8} wrap style={{ marginBlockEnd: 16 }}>
        <Button type="primary" icon={<PhoneOutlined />} href={customerTelLink(current.phone)}>
          {t('leads.call')} <bdi dir="ltr">{current.phone}</bdi>
        </Button>
        <Button
          icon={<MessageOutlined />}
          href={customerWhatsappLink(
            current.phone,
            current.service
              ? t('leads.whatsappGreeting', { name: current.name, service: current.service, company })
              : t('leads.whatsappGreetingNoService', { name: current.name, company }),
          )}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('leads.whatsapp')}
        </Button>
        <Select<LeadStatus>
          aria-label={t('leads.status')}
          value={current.status}
          onChange={(status) => change({ status }, t('leads.statusSaved'))}
          options={LEAD_STATUSES.map((s) => ({ value: s, label: t(`leads.statuses.${s}`) }))}
          style={{ minInlineSize: '10rem' }}
          disabled={inSpam}
        />
      </Flex>
      {/* Here, not in the panel's header: beside the title they squeezed it to a sliver on a phone. */}
      <Flex gap={8} wrap style={{ marginBlockEnd: 16 }}>
        {current.read ? (
          <Button onClick={() => change({ read: false }, t('leads.markUnread'))}>{t('leads.markUnread')}</Button>
        ) : null}
        <Button onClick={() => change({ spam: !inSpam }, inSpam ? t('leads.movedToInbox') : t('leads.movedToSpam'))}>
          {inSpam ? t('leads.notSpam') : t('leads.markSpam')}
        </Button>
        <ScheduleVisitButton
          requests={[current]}
          // The server moved the message along (scheduled, or done): show where it stands now.
          onSaved={() => void getContact(item.id).then(setCurrent, () => undefined)}
        />
      </Flex>
      <Descriptions
        bordered
        column={1}
        size="small"
        items={[
          { key: 'name', label: t('contacts.fields.name'), children: <UserText>{current.name}</UserText> },
          { key: 'phone', label: t('contacts.fields.phone'), children: <bdi dir="ltr">{current.phone}</bdi> },
          { key: 'email', label: t('contacts.fields.email'), children: <bdi dir="ltr">{current.email || '—'}</bdi> },
          {
            key: 'service',
            label: t('contacts.fields.service'),
            children: current.service ? <ServiceAsked item={current} /> : '—',
          },
          {
            key: 'message',
            label: t('contacts.fields.message'),
            children: current.message ? <UserText block>{current.message}</UserText> : '—',
          },
          {
            key: 'preferred_time',
            label: t('contacts.fields.preferred_time'),
            children: current.preferred_time ? <UserText>{current.preferred_time}</UserText> : '—',
          },
          {
            key: 'urgency',
            label: t('contacts.fields.urgency'),
            children: <UrgencyTag urgency={current.urgency} />,
          },
          {
            key: 'created_at',
            label: t('leads.arrived'),
            children: (
              <span>
                {formatRelative(current.created_at)} — <DateTime value={current.created_at} />
              </span>
            ),
          },
          { key: 'source', label: t('leads.source'), children: t(`messageSources.${current.source}`) },
          ...(inSpam
            ? [
                {
                  key: 'spam_reason',
                  label: t('leads.spamReason'),
                  children: t(`leads.spamReasons.${current.spam_reason as 'honeypot'}`),
                },
              ]
            : []),
        ]}
      />
      <Notes contactId={item.id} />
    </SidePanel>
  );
}
