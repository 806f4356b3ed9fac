import type { ReactNode } from 'react';
import './tag.css';

/**
 * A small label in the look of antd's Tag (the messages screen's statuses, urgencies and counts). Plain
 * markup: these never close or change, and the list screen carries less JavaScript without it.
 */
export function Tag({ className, children }: { className?: string; children: ReactNode }) {
  return <span className={className ? `tag ${className}` : 'tag'}>{children}</span>;
}
