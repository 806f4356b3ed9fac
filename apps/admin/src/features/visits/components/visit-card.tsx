import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import type { Visit } from '@shared/schemas';
import { Panel } from '@/components/panel';
import { UserText } from '@/components/user-text';
import { VisitPriorityTag, VisitStatusTag } from '@/components/visits/visit-tags';
import { currentLanguage } from '@/lib/i18n';
import { longDay } from '@/lib/visits/saudi-week';
import { useTranslation } from 'react-i18next';

/** A visit as a card in the phone's list: when, who, what, which team, its status; a tap opens it. */
export function VisitCard({ visit, open, actions }: { visit: Visit; open(): void; actions: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Panel className="item-card">
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Button type="link" className="item-open" onClick={open}>
            <UserText>{visit.customer_name}</UserText>
          </Button>
          <Flex gap={4}>
            <VisitStatusTag status={visit.status} />
            <VisitPriorityTag priority={visit.priority} quiet />
          </Flex>
        </Flex>
        <span>
          {longDay(visit.date, currentLanguage())}{' '}
          <bdi dir="ltr">{t('visit.window', { from: visit.from, to: visit.to })}</bdi>
        </span>
        <span className="text-secondary">
          {t(`categories.${visit.service_key}`)} · <UserText>{visit.team}</UserText>
        </span>
        {actions}
      </Flex>
    </Panel>
  );
}
