import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether a table should stack its rows: it is wider than its frame (measured, so a table of two
 * short columns stays a table on a phone, and one of seven stacks). Decided before the first paint
 * and again whenever the frame's width changes; the width the table needed is remembered, so it
 * goes back to a table only when the frame can hold it again.
 */
export function useStackWhenNarrow(
  frame: RefObject<HTMLElement | null>,
  table: RefObject<HTMLElement | null>,
  enabled: boolean,
  rows: unknown,
): boolean {
  const [stacked, setStacked] = useState(false);
  const [needed, setNeeded] = useState(0);
  useLayoutEffect(() => {
    const box = frame.current;
    if (!enabled || !box) return;
    const measure = () => {
      const room = box.clientWidth + 1;
      if (stacked) {
        if (room >= needed) setStacked(false);
        return;
      }
      const wide = table.current?.scrollWidth ?? 0;
      if (wide > room) {
        setNeeded(wide);
        setStacked(true);
      }
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [frame, table, enabled, stacked, needed, rows]);
  return enabled && stacked;
}
