import { Flex, Spin } from 'antd';
import { T } from '@/text/ar';

/** Full-area spinner while a session check or a screen's code is loading. */
export function PageSpinner({ label = T.common.loading }: { label?: string }) {
  return (
    <Flex align="center" justify="center" style={{ minBlockSize: '60vh' }} role="status" aria-live="polite">
      <Spin size="large" description={label} />
    </Flex>
  );
}
