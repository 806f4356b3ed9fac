import { Flex } from 'antd';
import type { ReactNode } from 'react';

/** The heading row of a screen: its title and the screen's main actions. */
export function PageTitle({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBlockEnd: 16 }}>
      <h1 className="page-heading">{title}</h1>
      {extra ? (
        <Flex gap={8} wrap align="center">
          {extra}
        </Flex>
      ) : null}
    </Flex>
  );
}
