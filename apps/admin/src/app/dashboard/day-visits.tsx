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
      stack
      columns={[
        {
          key: 'when',
          title: t('visit.fields.when'),
          render: (v) => (
            <bdi dir="ltr" className="nowrap">
              {t('visit.window', { from: v.from, to: v.to })}
            </bdi>
          ),
        },
        {
          key: 'customer',
          title: t('visit.fields.customer'),
          render: (v) => <UserText>{v.customer_name}</UserText>,
        },
        { key: 'service', title: t('visit.fields.service_key'), render: (v) => t(`categories.${v.service_key}`) },
        { key: 'team', title: t('visit.fields.team'), render: (v) => <UserText>{v.team}</UserText> },
        { key: 'status', title: t('visit.fields.status'), render: (v) => <VisitStatusTag status={v.status} /> },
      ]}
    />
  );
}
