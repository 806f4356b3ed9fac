import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface LoginFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The message under the field when it is missing; the field is then marked invalid. */
  error?: string;
  icon: ReactNode;
  /** A control at the field's end (the password's show/hide). */
  end?: ReactNode;
}

/**
 * A labelled, required sign-in field. Emails and passwords read left-to-right in both languages;
 * the label and the message follow the screen's direction.
 */
export function LoginField({ name, label, value, onChange, error, icon, end, ...input }: LoginFieldProps) {
  const id = useId();
  return (
    <div className="login-field">
      <label htmlFor={id}>{label}</label>
      <div className="login-input" data-invalid={error ? true : undefined}>
        <span className="login-input-icon" aria-hidden>
          {icon}
        </span>
        <input
          {...input}
          id={id}
          name={name}
          dir="ltr"
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {end}
      </div>
      {error ? (
        <p id={`${id}-error`} className="login-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
