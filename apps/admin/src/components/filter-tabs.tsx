import { useRef, type KeyboardEvent } from 'react';
import './filter-tabs.css';

interface Props {
  label: string;
  value: string;
  items: { key: string; label: string }[];
  onChange: (key: string) => void;
  /** Tabs of panels (components/panel-tabs.tsx): each tab is named `${panels}-tab-<key>` and controls `${panels}-<key>`. */
  panels?: string;
}

/**
 * A row of tabs that filters the list below it (the messages screen's statuses). Keyboard as the WAI-ARIA
 * tabs pattern: one tab stop, arrows move and choose (mirrored right to left), Home and End. On a
 * phone the row wraps onto a second line rather than hiding tabs off-screen or in a menu. Plain markup, not antd's
 * Tabs, which brought its overflow menu and dropdown to the screen staff open first.
 */
export function FilterTabs({ label, value, items, onChange, panels }: Props) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(
    0,
    items.findIndex((item) => item.key === value),
  );

  function choose(index: number) {
    const next = (index + items.length) % items.length;
    tabs.current[next]?.focus();
    onChange(items[next]!.key);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) choose(current + 1);
    else if (event.key === back) choose(current - 1);
    else if (event.key === 'Home') choose(0);
    else if (event.key === 'End') choose(items.length - 1);
    else return;
    event.preventDefault();
  }

  return (
    <div role="tablist" aria-label={label} className="filter-tabs" onKeyDown={onKeyDown}>
      {items.map((item, index) => (
        <button
          key={item.key}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          id={panels ? `${panels}-tab-${item.key}` : undefined}
          aria-controls={panels ? `${panels}-${item.key}` : undefined}
          role="tab"
          aria-selected={index === current}
          tabIndex={index === current ? 0 : -1}
          onClick={() => onChange(item.key)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
