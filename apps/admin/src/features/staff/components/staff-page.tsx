import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Grid, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import type { StaffMember } from '@shared/schemas';
import { PageTitle } from '@/components/page-title';
import { Pager } from '@/components/pager';
import { usePageParam } from '@/lib/use-page-param';
import { useTranslation } from 'react-i18next';
import { useStaff } from '../api/get-staff';
import { useSaveStaff } from '../api/save-staff';
import { useResetSecondFactor } from '../api/second-factor';
import { MfaPolicyCard } from './mfa-policy-card';
import { StaffFormModal, type StaffDialog } from './staff-form-modal';
import { DateTime } from '@/components/date-time';
import { UserText } from '@/components/user-text';
import '../text';
import { useToast } from '@/components/use-toast';

function StatusTags({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  return (
    <Flex gap={4} wrap>
      <Tag className={member.active ? 'state-tag state-tag-on' : 'state-tag state-tag-off'}>
        {member.active ? t('staff.active') : t('staff.disabled')}
      </Tag>
      {member.active && member.mustChangePassword ? (
        <Tag className="state-tag state-tag-wait">{t('staff.mustChange')}</Tag>
      ) : null}
      {member.secondFactor ? <Tag className="state-tag state-tag-on">{t('staff.secondFactorOn')}</Tag> : null}
    </Flex>
  );
}

/** A person's role as a tag (the owner's stands out). */
function RoleTag({ role }: { role: StaffMember['role'] }) {
  const { t } = useTranslation();
  return <Tag className={`role-tag role-tag-${role}`}>{t(`roles.${role}.name`)}</Tag>;
}

/**
 * /admin/staff (الموظفون), the owners' screen: every account with its role; add, edit the name and
 * role, disable/enable, reset a password. The list follows changes made elsewhere (the live stream).
 */
export function StaffPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const message = useToast();
  const [total, setTotal] = useState<number | undefined>(undefined);
  const [page, setPage] = usePageParam(total, ADMIN_PAGE_SIZE);
  const list = useStaff(page);
  const save = useSaveStaff();
  const resetSecondFactor = useResetSecondFactor();
  const [dialog, setDialog] = useState<StaffDialog | null>(null);
  const phone = !Grid.useBreakpoint().sm;
  useEffect(() => {
    if (list.data) setTotal(list.data.total);
  }, [list.data]);
  const items = list.data?.items ?? [];
  const display = (m: StaffMember) => m.name || m.email;

  function toggle(member: StaffMember) {
    const enable = () =>
      save.mutate(
        { id: member.id, input: { active: true } },
        { onSuccess: () => void message.success(t('staff.enabledDone')) },
      );
    if (!member.active) return enable();
    modal.confirm({
      title: t('staff.confirmDisable', { name: display(member) }),
      content: t('staff.confirmDisableText'),
      okText: t('staff.disable'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        save
          .mutateAsync({ id: member.id, input: { active: false } })
          .then(() => void message.success(t('staff.disabledDone')))
          .catch(() => undefined),
    });
  }

  function confirmResetSecondFactor(member: StaffMember) {
    modal.confirm({
      title: t('staff.confirmResetSecondFactor', { name: display(member) }),
      content: t('staff.confirmResetSecondFactorText'),
      okText: t('staff.resetSecondFactor'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        resetSecondFactor
          .mutateAsync(member.id)
          .then(() => void message.success(t('staff.secondFactorReset')))
          .catch(() => undefined),
    });
  }

  const actions = (member: StaffMember) => {
    const self = member.current;
    return (
      <Space size={4} wrap>
        <Button size="small" onClick={() => setDialog({ mode: 'edit', member })}>
          {t('staff.edit')}
        </Button>
        {self ? null : (
          <>
            <Button size="small" onClick={() => setDialog({ mode: 'reset', member })}>
              {t('staff.reset')}
            </Button>
            {member.secondFactor ? (
              <Button size="small" onClick={() => confirmResetSecondFactor(member)}>
                {t('staff.resetSecondFactor')}
              </Button>
            ) : null}
            <Button size="small" danger={member.active} onClick={() => toggle(member)}>
              {member.active ? t('staff.disable') : t('staff.enable')}
            </Button>
          </>
        )}
      </Space>
    );
  };
  const nameCell = (member: StaffMember) => (
    <span>
      {member.name ? (
        <UserText>{member.name}</UserText>
      ) : (
        <Typography.Text type="secondary">{t('staffMember.noName')}</Typography.Text>
      )}
      {member.current ? <Typography.Text type="secondary"> ({t('staff.you')})</Typography.Text> : null}
    </span>
  );
  const email = (v: string) => (
    <bdi dir="ltr" className="nowrap">
      {v}
    </bdi>
  );
  const lastSignIn = (v: string | null) => (v ? <DateTime value={v} /> : t('staffMember.neverSignedIn'));

  const columns: TableColumnsType<StaffMember> = [
    { title: t('staff.name'), key: 'name', render: (_, m) => nameCell(m) },
    { title: t('staff.email'), dataIndex: 'email', key: 'email', render: email },
    {
      title: t('staffMember.role'),
      dataIndex: 'role',
      key: 'role',
      render: (role: StaffMember['role']) => <RoleTag role={role} />,
    },
    { title: t('staff.status'), key: 'status', render: (_, m) => <StatusTags member={m} /> },
    { title: t('staff.lastSignIn'), dataIndex: 'lastSignInAt', key: 'lastSignInAt', render: lastSignIn },
    { title: t('common.actions'), key: 'actions', fixed: 'end', render: (_, m) => actions(m) },
  ];

  return (
    <>
      <PageTitle
        title={t('staff.title')}
        extra={
          <>
            <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void list.refetch()} loading={list.isFetching}>
              {t('common.refresh')}
            </Button>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({ mode: 'add' })}>
              {t('staff.add')}
            </Button>
          </>
        }
      />
      <MfaPolicyCard />
      {phone ? (
        <Flex vertical gap={12} component="ul" className="list-cards" aria-busy={list.isPending}>
          {items.map((m) => (
            <li key={m.id}>
              <Card size="small" title={nameCell(m)}>
                <Flex vertical gap={8}>
                  {email(m.email)}
                  <Flex gap={4} wrap>
                    <RoleTag role={m.role} />
                    <StatusTags member={m} />
                  </Flex>
                  <Typography.Text type="secondary">
                    {t('staff.lastSignIn')}: {lastSignIn(m.lastSignInAt)}
                  </Typography.Text>
                  {actions(m)}
                </Flex>
              </Card>
            </li>
          ))}
        </Flex>
      ) : (
        <Table<StaffMember>
          rowKey="id"
          columns={columns}
          dataSource={items}
          loading={list.isPending}
          pagination={false}
          locale={{ emptyText: t('staff.empty') }}
          // Columns as wide as their content: a fixed column would otherwise make the layout fixed,
          // and an e-mail that cannot wrap would run into the next column.
          tableLayout="auto"
          scroll={{ x: 860 }}
          size="middle"
        />
      )}
      <Pager page={page} total={total ?? 0} pageSize={ADMIN_PAGE_SIZE} onChange={setPage} disabled={list.isPending} />
      {dialog ? <StaffFormModal dialog={dialog} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
