import { formatDateTime } from '@/lib/format';

/**
 * A moment as staff read it in their language ("26 نوفمبر 2026، 10:00", "26 Nov 2026, 10:00"), kept
 * on one line and isolated in the direction of its own words: in the Arabic admin the day stays at
 * the start, where a left-to-right wrapper would move it to the end.
 */
export function DateTime({ value }: { value: string | null | undefined }) {
  if (!value) return null;
  return (
    <bdi className="nowrap">
      <time dateTime={value}>{formatDateTime(value)}</time>
    </bdi>
  );
}
