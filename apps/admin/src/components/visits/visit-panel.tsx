import { CheckOutlined, DeleteOutlined, EditOutlined, PhoneOutlined } from '@ant-design/icons';
import { App, Button, Descriptions, Flex } from 'antd';
import { useState } from 'react';
import { customerTelLink } from '@shared/phone';
import type { Visit } from '@shared/schemas';
import { SidePanel } from '@/components/side-panel';
import { UserText } from '@/components/user-text';
import { useCan } from '@/lib/account-query';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { longDay } from '@/lib/visits/saudi-week';
import { bodyOf, useDeleteVisit, useSaveVisit } from '@/lib/visits/visits-api';
import { useTranslation } from 'react-i18next';
import { VisitFormModal } from './visit-form-modal';
import { VisitShareButtons } from './visit-share-buttons';
import { VisitPriorityTag, VisitStatusTag } from './visit-tags';
import { useToast } from '@/components/use-toast';

/**
 * One visit beside its week or list (the whole screen on a phone): every field, a call, the
 * customer's confirmation and the team's calendar file, edit, mark completed, and for managers delete.
 */
export function VisitPanel({ visit: opened, onClose }: { visit: Visit; onClose(): void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const message = useToast();
  const can = useCan();
  const [visit, setVisit] = useState(opened);
  const [editing, setEditing] = useState(false);
  const save = useSaveVisit();
  const remove = useDeleteVisit();
  const editable = visit.contact_id !== null;

  // The window was accepted when it was saved: completing it changes no time, so it is not asked again.
  const complete = () =>
    save.mutate(
      { id: visit.id, body: { ...bodyOf(visit), status: 'completed', confirm_overlap: true } },
      {
        onSuccess: (outcome) => {
          if (!('saved' in outcome)) return;
          setVisit(outcome.saved);
          void message.success(t('visit.completed'));
        },
      },
    );
  const confirmDelete = () =>
    modal.confirm({
      title: t('common.confirmDeleteTitle'),
      content: t('common.confirmDeleteText'),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove.mutateAsync(visit.id).then(() => {
          void message.success(t('visit.deleted'));
          onClose();
        }),
    });

  return (
    <SidePanel title={t('visit.panelTitle')} onClose={onClose}>
      <Flex vertical gap={12} style={{ marginBlockEnd: 16 }}>
        <VisitShareButtons visit={visit} />
        <Flex gap={8} wrap>
          <Button icon={<PhoneOutlined aria-hidden />} href={customerTelLink(visit.phone)}>
            <bdi dir="ltr">{visit.phone}</bdi>
          </Button>
          {editable && can('visitUpdate') ? (
            <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
              {t('common.edit')}
            </Button>
          ) : null}
          {editable && can('visitUpdate') && visit.status !== 'completed' ? (
            <Button type="primary" icon={<CheckOutlined aria-hidden />} onClick={complete} loading={save.isPending}>
              {t('visit.complete')}
            </Button>
          ) : null}
          {can('visitDelete') ? (
            <Button danger icon={<DeleteOutlined aria-hidden />} onClick={confirmDelete}>
              {t('common.delete')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <Descriptions
        bordered
        column={1}
        size="small"
        items={[
          { key: 'customer', label: t('visit.fields.customer'), children: <UserText>{visit.customer_name}</UserText> },
          {
            key: 'when',
            label: t('visit.fields.when'),
            children: (
              <span>
                {longDay(visit.date, currentLanguage())}{' '}
                <bdi dir="ltr">{t('visit.window', { from: visit.from, to: visit.to })}</bdi>
              </span>
            ),
          },
          { key: 'service', label: t('visit.fields.service_key'), children: t(`categories.${visit.service_key}`) },
          { key: 'team', label: t('visit.fields.team'), children: <UserText>{visit.team}</UserText> },
          { key: 'address', label: t('visit.fields.address'), children: <UserText>{visit.address}</UserText> },
          {
            key: 'district',
            label: t('visit.fields.district'),
            children: visit.district ? <UserText>{visit.district}</UserText> : '—',
          },
          {
            key: 'price',
            label: t('visit.fields.price'),
            children: <span className="nowrap">{t('common.sar', { amount: formatNumber(visit.price) })}</span>,
          },
          { key: 'status', label: t('visit.fields.status'), children: <VisitStatusTag status={visit.status} /> },
          {
            key: 'priority',
            label: t('visit.fields.priority'),
            children: <VisitPriorityTag priority={visit.priority} />,
          },
          {
            key: 'notes',
            label: t('visit.fields.notes'),
            children: visit.notes ? <UserText block>{visit.notes}</UserText> : '—',
          },
        ]}
      />
      {editing ? (
        <VisitFormModal
          editing={visit}
          onClose={(saved) => {
            setEditing(false);
            if (saved) setVisit(saved);
          }}
        />
      ) : null}
    </SidePanel>
  );
}
