import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The heading row of a screen: its title and the screen's main actions. */
export function PageTitle({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBlockEnd: 16 }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        {title}
      </Typography.Title>
      {extra ? (
        <Flex gap={8} wrap>
          {extra}
        </Flex>
      ) : null}
    </Flex>
  );
}
