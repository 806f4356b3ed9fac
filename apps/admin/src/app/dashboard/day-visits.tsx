import type { Visit } from '@shared/schemas';
import { DataTable } from '@/components/data-table';
import { UserText } from '@/components/user-text';
import { VisitStatusTag } from '@/components/visits/visit-tags';
import { useTranslation } from 'react-i18next';
import './text';

/** One day's visits in time order: when, who, what, which team, where it stands. */
export function DayVisits({ visits, loading }: { visits: Visit[]; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <DataTable
      items={visits}
      loading={loading}
      empty={t('dashboard.noVisits')}
      minWidth={520}
      columns={[
        {
          key: 'when',
          title: t('bookings.columns.when'),
          render: (v) => (
            <bdi dir="ltr" className="nowrap">
              {t('visits.window', { from: v.from, to: v.to })}
            </bdi>
          ),
        },
        {
          key: 'customer',
          title: t('bookings.columns.customer'),
          render: (v) => <UserText>{v.customer_name}</UserText>,
        },
        { key: 'service', title: t('bookings.columns.service'), render: (v) => t(`categories.${v.service_key}`) },
        { key: 'team', title: t('bookings.columns.team'), render: (v) => <UserText>{v.team}</UserText> },
        { key: 'status', title: t('bookings.columns.status'), render: (v) => <VisitStatusTag status={v.status} /> },
      ]}
    />
  );
}
