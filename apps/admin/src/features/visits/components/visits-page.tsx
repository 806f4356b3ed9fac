import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { Visit } from '@shared/schemas';
import { PageTitle } from '@/components/page-title';
import { useCan } from '@/lib/account-query';
import { visitsKey } from '@/lib/visits/visits-api';
import { useTranslation } from 'react-i18next';
import { useVisitFilters } from '../use-visit-filters';
import { VisitFilters } from './visit-filters';
import { VisitsList } from './visits-list';
import { WeekView } from './week-view';
import '../text';

const VisitPanel = lazy(async () => ({ default: (await import('@/components/visits/visit-panel')).VisitPanel }));
const VisitFormModal = lazy(async () => ({
  default: (await import('@/components/visits/visit-form-modal')).VisitFormModal,
}));

/**
 * The office's visits: the week (Saturday to Friday) by default, or the list; search, status,
 * priority and team filter both, and all of it is in the URL. A visit opens beside the screen.
 */
export function VisitsPage() {
  const { t } = useTranslation();
  const [filters] = useVisitFilters();
  if (filters.view === 'list') return <VisitsList above={<VisitFilters />} />;
  return <WeekScreen title={t('visits.title')} />;
}

function WeekScreen({ title }: { title: string }) {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<Visit | null>(null);
  const [adding, setAdding] = useState(false);
  return (
    <>
      <PageTitle
        title={title}
        extra={
          <>
            <Button
              icon={<ReloadOutlined aria-hidden />}
              onClick={() => void queryClient.invalidateQueries({ queryKey: visitsKey })}
            >
              {t('common.refresh')}
            </Button>
            {can('visitCreate') ? (
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
                {t('visit.schedule')}
              </Button>
            ) : null}
          </>
        }
      />
      <VisitFilters />
      <WeekView open={setOpened} />
      <Suspense fallback={null}>
        {opened ? <VisitPanel key={opened.id} visit={opened} onClose={() => setOpened(null)} /> : null}
        {adding ? <VisitFormModal editing={null} requests="search" onClose={() => setAdding(false)} /> : null}
      </Suspense>
    </>
  );
}
