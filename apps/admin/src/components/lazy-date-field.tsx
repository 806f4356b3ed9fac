import { lazy, Suspense, type ComponentProps } from 'react';

const DateField = lazy(() => import('./date-field'));

/** The date filter (date-field.tsx), its picker loaded after the screen's first paint. */
export function LazyDateField(props: ComponentProps<typeof DateField>) {
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
