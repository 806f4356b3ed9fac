import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Full-area spinner while a session check or a screen's code is loading. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minBlockSize: '60vh' }} role="status" aria-live="polite">
      <Spin size="large" description={label ?? t('common.loading')} />
    </Flex>
  );
}
