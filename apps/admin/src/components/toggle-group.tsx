interface Option<Value extends string> {
  value: Value;
  label: string;
  /** A label in another language than the screen's (a language's own name) is read in its own. */
  lang?: string;
}

interface Props<Value extends string> {
  label: string;
  value: Value;
  options: Option<Value>[];
  onChange: (value: Value) => void;
}

/**
 * A small segmented row of toggle buttons, one pressed (the language switch, the messages screen's
 * folders). Plain buttons in the palette's colours (palette.css): the sign-in screen shows it before
 * antd has loaded.
 */
export function ToggleGroup<Value extends string>({ label, value, options, onChange }: Props<Value>) {
  return (
    <div className="toggle-group" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          lang={option.lang}
          dir={option.lang ? (option.lang === 'ar' ? 'rtl' : 'ltr') : undefined}
          onClick={() => {
            if (option.value !== value) onChange(option.value);
          }}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
