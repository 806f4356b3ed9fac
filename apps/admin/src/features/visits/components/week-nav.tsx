import { Button, Flex, Grid } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { addDays, longDay, saudiToday, weekStartOf } from '@/lib/visits/saudi-week';
import { currentLanguage } from '@/lib/i18n';
import { useTranslation } from 'react-i18next';
import '../text';

/**
 * Previous, this and next week, and which week is shown. The arrows point the way the week runs in
 * the reader's direction (right to left in Arabic).
 */
export function WeekNav({ week, onWeek }: { week: string; onWeek(week: string | undefined): void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const thisWeek = weekStartOf(saudiToday());
  const [back, forward] =
    language === 'ar'
      ? [<RightOutlined key="b" aria-hidden />, <LeftOutlined key="f" aria-hidden />]
      : [<LeftOutlined key="b" aria-hidden />, <RightOutlined key="f" aria-hidden />];
  const go = (start: string) => onWeek(start === thisWeek ? undefined : start);
  // On a phone the arrows say it alone (named for screen readers), so the three fit on one line.
  const phone = !Grid.useBreakpoint().sm;
  return (
    <Flex gap={8} wrap align="center" role="group" aria-label={t('visits.weekNav')} style={{ marginBlockEnd: 12 }}>
      <Button
        icon={back}
        onClick={() => go(addDays(week, -7))}
        aria-label={phone ? t('visits.previousWeek') : undefined}
      >
        {phone ? null : t('visits.previousWeek')}
      </Button>
      <Button onClick={() => go(thisWeek)} disabled={week === thisWeek}>
        {t('visits.thisWeek')}
      </Button>
      <Button onClick={() => go(addDays(week, 7))} aria-label={phone ? t('visits.nextWeek') : undefined}>
        {phone ? (
          forward
        ) : (
          <>
            {t('visits.nextWeek')} {forward}
          </>
        )}
      </Button>
      <h2 className="card-heading week-range" aria-live="polite">
        {t('visits.weekRange', { from: longDay(week, language), to: longDay(addDays(week, 6), language) })}
      </h2>
    </Flex>
  );
}
