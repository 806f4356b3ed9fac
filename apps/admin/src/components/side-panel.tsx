import { Drawer, Grid } from 'antd';
import type { ReactNode } from 'react';

/**
 * One record beside its list (a message, a customer): a panel at the list's start on a tablet or
 * larger, the whole screen from the bottom on a phone.
 */
export function SidePanel({ title, onClose, children }: { title: string; onClose(): void; children: ReactNode }) {
  const wide = Grid.useBreakpoint().sm;
  return (
    <Drawer
      open
      title={title}
      onClose={onClose}
      size={wide ? 560 : '100%'}
      placement={wide ? 'left' : 'bottom'}
      styles={{ wrapper: wide ? undefined : { blockSize: '100%' } }}
    >
      {children}
    </Drawer>
  );
}
