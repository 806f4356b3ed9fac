import { List, Typography } from 'antd';
import type { Visit } from '@shared/schemas';
import { UserText } from '@/components/user-text';
import { currentLanguage } from '@/lib/i18n';
import { longDay } from '@/lib/visits/saudi-week';
import { useTranslation } from 'react-i18next';
import { VisitStatusTag } from './visit-tags';

/** A customer's visits in their panel, the latest day first: when, what, which team, where it stands. */
export function CustomerVisits({ visits }: { visits: Visit[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="customer-visits-title">
      <Typography.Title level={2} id="customer-visits-title" style={{ fontSize: 16, marginBlock: '0 8px' }}>
        {t('visit.customerVisits')}
      </Typography.Title>
      <List
        size="small"
        dataSource={visits}
        locale={{ emptyText: t('visit.noVisits') }}
        renderItem={(v) => (
          <List.Item>
            <span>
              {longDay(v.date, currentLanguage())} <bdi dir="ltr">{t('visit.window', { from: v.from, to: v.to })}</bdi>
              {' · '}
              {t(`categories.${v.service_key}`)} · <UserText>{v.team}</UserText> <VisitStatusTag status={v.status} />
            </span>
          </List.Item>
        )}
      />
    </section>
  );
}
