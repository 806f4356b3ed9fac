import { Flex } from 'antd';
import { MESSAGE_STATUSES } from '@shared/constants';
import type { ContactStats } from '@shared/schemas';
import { Panel } from '@/components/panel';
import { Tag } from '@/components/tag';
import { useTranslation } from 'react-i18next';
import './message-figures.css';
import type { TFunction } from 'i18next';
import '../text';

function change(stats: ContactStats, t: TFunction): string {
  if (stats.previous30 === 0) return t('messages.figures.noPrevious');
  const percent = Math.round(((stats.last30 - stats.previous30) / stats.previous30) * 100);
  return t('messages.figures.change', { percent: `${percent > 0 ? '+' : ''}${percent}` });
}

/**
 * The inbox at a glance: the last 30 days against the 30 before, statuses, services, done share.
 * On a phone only the first figure shows, on one line, so the list comes first (the status tabs carry
 * the counts).
 */
export function MessageFigures({ stats }: { stats: ContactStats | undefined }) {
  const { t } = useTranslation();
  if (!stats) return null;
  const topServices = stats.byService.slice(0, 4);
  return (
    <section aria-label={t('messages.figures.title')} className="message-figures">
      <Panel className="message-figures-first">
        <span className="text-secondary">{t('messages.figures.last30')}</span>
        <div className="message-figure">{stats.last30}</div>
        <span className="text-secondary">{change(stats, t)}</span>
      </Panel>
      <Panel className="message-figures-more">
        <div className="text-secondary">{t('messages.figures.doneShare')}</div>
        {stats.doneShare === null ? (
          <p style={{ margin: 0 }}>{t('messages.figures.noneFinished')}</p>
        ) : (
          <Flex align="center" gap={8}>
            <progress
              className="message-share"
              max={100}
              value={Math.round(stats.doneShare * 100)}
              aria-label={t('messages.figures.doneShare')}
            />
            <span>{Math.round(stats.doneShare * 100)}%</span>
          </Flex>
        )}
      </Panel>
      <Panel className="message-figures-more" title={t('messages.figures.byStatus')}>
        <Flex gap={6} wrap>
          {MESSAGE_STATUSES.map((status) => (
            <Tag key={status}>
              {t(`message.statuses.${status}`)}: {stats.byStatus[status]}
            </Tag>
          ))}
        </Flex>
      </Panel>
      <Panel className="message-figures-more" title={t('messages.figures.byService')} data-testid="by-service">
        <Flex gap={6} wrap>
          {topServices.map((s) => (
            <Tag key={s.service ?? ''}>
              {s.service ? t(`categories.${s.service}`) : t('messages.figures.noService')}: {s.count}
            </Tag>
          ))}
        </Flex>
      </Panel>
    </section>
  );
}
