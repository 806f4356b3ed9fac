import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingFormField } from '@shared/booking-pages';
import { problemKey } from '@/lib/field-problems';

interface Props {
  name: BookingFormField;
  label: string;
  /** The element's id (its label's `for`); its problem text is `${id}-problem`. */
  id: string;
  required?: true;
  multiline?: true;
  /** What was posted, when the form comes back refused: each field keeps its value. */
  values: Partial<Record<BookingFormField, string>>;
  /** The shared schema's code of why the value was refused, if it was. */
  problem: string | undefined;
  attributes?: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'autoComplete' | 'dir' | 'placeholder'
  >;
}

/**
 * One field of the booking form: its label (a star when required), the browser's own control (its
 * value is never reset by the page's scripts) and its problem, in the page's language.
 */
export function BookingField({ name, label, id, required, multiline, values, problem, attributes }: Props) {
  const { t } = useTranslation();
  const control = {
    id,
    name,
    required,
    defaultValue: values[name] ?? '',
    dir: attributes?.dir ?? 'auto',
    'aria-invalid': problem ? (true as const) : undefined,
    'aria-describedby': problem ? `${id}-problem` : undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {multiline ? (
        <textarea {...control} rows={3} placeholder={attributes?.placeholder} />
      ) : (
        <input {...attributes} {...control} />
      )}
      {problem ? (
        <p className="field-problem" id={`${id}-problem`}>
          {t(problemKey(problem))}
        </p>
      ) : null}
    </div>
  );
}
