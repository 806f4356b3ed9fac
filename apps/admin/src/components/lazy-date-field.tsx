import { lazy, Suspense, type ComponentProps } from 'react';

type Props = ComponentProps<typeof import('./date-field').default>;

/**
 * The browser's own date field: what the filter falls back to when the picker's chunk cannot be
 * loaded (the connection dropped just after the screen drew), so the screen stays usable instead of
 * giving way to the error page.
 */
function BrowserDateField({ label, value, onChange, style }: Props) {
  return (
    <label className="native-labelled" style={style}>
      <span>{label}</span>
      <input
        type="date"
        className="native-field"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </label>
  );
}

const DateField = lazy(() => import('./date-field').catch(() => ({ default: BrowserDateField })));

/** The date filter (date-field.tsx), its picker loaded after the screen's first paint. */
export function LazyDateField(props: Props) {
  return (
    <Suspense
      fallback={
        <label className="native-labelled" style={props.style}>
          <span>{props.label}</span>
          <input className="native-field" disabled value={props.value ?? ''} readOnly />
        </label>
      }
    >
      <DateField {...props} />
    </Suspense>
  );
}
