import { ClockCircleOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './text';

/** The older dashboard's clock: ticks every second. */
export function LiveClock() {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(dayjs()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Flex align="center" gap={8} aria-label={t('dashboard.clock')}>
      <ClockCircleOutlined aria-hidden />
      <Typography.Text type="secondary">{now.format('dddd D MMMM YYYY')}</Typography.Text>
      <Typography.Text strong data-testid="dashboard-clock" style={{ fontVariantNumeric: 'tabular-nums' }}>
        <time dateTime={now.toISOString()} dir="ltr">
          {now.format('HH:mm:ss')}
        </time>
      </Typography.Text>
    </Flex>
  );
}
