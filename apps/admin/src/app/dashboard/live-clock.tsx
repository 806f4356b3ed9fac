import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '@/lib/format';
import './text';

/** The dashboard's clock: the office's day and time (Saudi), ticking every second. */
export function LiveClock() {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const { day, time } = formatClock(now);
  return (
    <span className="dashboard-clock" role="group" aria-label={t('dashboard.clock')}>
      <span className="text-secondary">{day}</span>{' '}
      <strong data-testid="dashboard-clock">
        <time dateTime={now.toISOString()}>{time}</time>
      </strong>
    </span>
  );
}
