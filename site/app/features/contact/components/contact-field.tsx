import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { problemKey } from '@/lib/field-problems';
import type { FieldSpec } from '../form-fields';

interface Props {
  spec: FieldSpec;
  /** The element's id (its label's `for`); its problem text is `${id}-problem`. */
  id: string;
  value: string;
  /** The shared schema's code of why the value was refused, if it was. */
  problem: string | undefined;
  onChange(value: string): void;
}

/** One field of the contact form: its label (a star when required), its control and its problem. */
export function ContactField({ spec, id, value, problem, onChange }: Props) {
  const { t } = useTranslation();
  const control = {
    id,
    // Tied to its problem text: read out with the field, marked invalid.
    'aria-invalid': problem ? (true as const) : undefined,
    'aria-describedby': problem ? `${id}-problem` : undefined,
    name: spec.name,
    ...spec.attributes,
    placeholder: spec.placeholder ? t(spec.placeholder) : spec.attributes?.placeholder,
    required: spec.required,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      onChange(event.target.value),
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {t(spec.label)}
        {spec.required ? (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {spec.control === 'select' ? (
        <select {...control}>
          {spec.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      ) : spec.control === 'textarea' ? (
        <textarea {...control} rows={4} />
      ) : (
        <input {...control} />
      )}
      {problem ? (
        <p className="field-problem" id={`${id}-problem`}>
          {t(problemKey(problem))}
        </p>
      ) : null}
    </div>
  );
}
