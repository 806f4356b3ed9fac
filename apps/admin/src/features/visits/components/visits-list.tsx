import type { ReactNode } from 'react';
import type { Visit } from '@shared/schemas';
import { AdminListPage } from '@/components/admin-list-page';
import type { DataColumn } from '@/components/data-table';
import { UserText } from '@/components/user-text';
import { VisitPanel } from '@/components/visits/visit-panel';
import { VisitFormModal } from '@/components/visits/visit-form-modal';
import { VisitPriorityTag, VisitStatusTag } from '@/components/visits/visit-tags';
import { currentLanguage } from '@/lib/i18n';
import { longDay } from '@/lib/visits/saudi-week';
import { useDeleteVisit } from '@/lib/visits/visits-api';
import { useTranslation } from 'react-i18next';
import { useVisitPage } from '../api/visits';
import { VisitCard } from './visit-card';
import '../text';

/** Every visit under the filters, a page at a time: a table, cards on a phone. */
export function VisitsList({ above }: { above: ReactNode }) {
  const { t } = useTranslation();
  const columns: DataColumn<Visit>[] = [
    {
      key: 'when',
      title: t('visit.fields.when'),
      render: (v) => (
        <span className="nowrap">
          {longDay(v.date, currentLanguage())} <bdi dir="ltr">{t('visit.window', { from: v.from, to: v.to })}</bdi>
        </span>
      ),
    },
    { key: 'customer', title: t('visit.fields.customer'), render: (v) => <UserText>{v.customer_name}</UserText> },
    { key: 'service', title: t('visit.fields.service_key'), render: (v) => t(`categories.${v.service_key}`) },
    { key: 'team', title: t('visit.fields.team'), render: (v) => <UserText>{v.team}</UserText> },
    {
      key: 'status',
      title: t('visit.fields.status'),
      render: (v) => (
        <>
          <VisitStatusTag status={v.status} /> <VisitPriorityTag priority={v.priority} quiet />
        </>
      ),
    },
  ];
  return (
    <AdminListPage<Visit>
      title={t('visits.title')}
      addLabel={t('visit.schedule')}
      emptyText={t('visits.empty')}
      useList={useVisitPage}
      useRemove={useDeleteVisit}
      calls={{ create: 'visitCreate', update: 'visitUpdate', remove: 'visitDelete' }}
      loadOperation="loadVisits"
      deletedText={t('visit.deleted')}
      describe={(v) => `${v.customer_name} · ${v.date} ${v.from}`}
      columns={columns}
      scrollX={860}
      above={above}
      renderForm={(editing, onClose) => (
        <VisitFormModal
          editing={editing}
          requests={editing ? undefined : 'search'}
          onClose={(saved) => onClose(saved ? (editing ? 'updated' : 'added') : undefined)}
        />
      )}
      renderPreview={(visit, onClose) => <VisitPanel key={visit.id} visit={visit} onClose={onClose} />}
      renderCard={(visit, open, actions) => <VisitCard visit={visit} open={open} actions={actions} />}
    />
  );
}
