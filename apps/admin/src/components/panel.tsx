import type { HTMLAttributes, ReactNode } from 'react';
import './panel.css';

interface Props extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** A head line above a rule, as antd's small card shows it. */
  title?: ReactNode;
}

/**
 * A bordered block in the look of antd's small Card (the messages screen's figures, the list's phone
 * cards). Plain markup: antd's Card brings its tabs, skeleton and their menus to the screen staff
 * open first, and these blocks use none of them.
 */
export function Panel({ title, children, className, ...rest }: Props) {
  return (
    <div {...rest} className={className ? `panel ${className}` : 'panel'}>
      {title ? <div className="panel-head">{title}</div> : null}
      <div className="panel-body">{children}</div>
    </div>
  );
}
