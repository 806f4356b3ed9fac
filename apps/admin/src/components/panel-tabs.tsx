import { useState, type ReactNode } from 'react';
import { FilterTabs } from './filter-tabs';

export interface PanelTab<Key extends string> {
  key: Key;
  label: string;
  render: () => ReactNode;
}

interface Props<Key extends string> {
  /** Names the tabs and their panels' ids (`${id}-tab-<key>`, `${id}-<key>`). */
  id: string;
  label: string;
  tabs: PanelTab<Key>[];
  value: Key;
  onChange: (key: Key) => void;
  /** A panel once opened stays in the page, hidden, when another is chosen (a form keeps what was typed). */
  keepOpened?: boolean;
}

/**
 * Tabs over panels (the reports, the website's sections), the WAI-ARIA tabs pattern on the same row
 * as the messages' filters (filter-tabs.tsx): on a phone every tab stays in view, wrapping onto a
 * second line, where antd's Tabs cut the last one to a fragment beside a "···" menu that then stayed
 * open over the page.
 */
export function PanelTabs<Key extends string>({ id, label, tabs, value, onChange, keepOpened }: Props<Key>) {
  const [opened, setOpened] = useState<ReadonlySet<Key>>(() => new Set([value]));
  if (keepOpened && !opened.has(value)) setOpened(new Set([...opened, value]));
  return (
    <>
      <FilterTabs
        label={label}
        value={value}
        items={tabs.map((tab) => ({ key: tab.key, label: tab.label }))}
        onChange={(key) => onChange(key as Key)}
        panels={id}
      />
      {tabs
        .filter((tab) => tab.key === value || (keepOpened && opened.has(tab.key)))
        .map((tab) => (
          <div
            key={tab.key}
            role="tabpanel"
            id={`${id}-${tab.key}`}
            aria-labelledby={`${id}-tab-${tab.key}`}
            hidden={tab.key !== value}
            className="tab-panel"
          >
            {tab.render()}
          </div>
        ))}
    </>
  );
}
