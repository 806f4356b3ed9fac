import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { CSSProperties } from 'react';
import { directionOf, useLanguage } from '@/lib/i18n';
import './native-fields.css';

/**
 * The list filters are the browser's own controls, in the palette's colours (native-fields.css):
 * a phone opens its own picker for a <select>, and antd's Select and Input.Search weighed much of
 * some 75 KB of gzip JavaScript on the screen staff open first. Dates are antd's picker, loaded after
 * the screen (date-field.tsx): the browser's date field speaks the browser's language, not the admin's.
 */

interface SelectProps {
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
  /** The first option, meaning "any": choosing it clears the filter. Without it a value is required. */
  anyLabel?: string;
  style?: CSSProperties;
}

export function NativeSelect({ label, value, options, onChange, anyLabel, style }: SelectProps) {
  // Made again when the admin's direction changes: Chromium keeps drawing a select's chosen option
  // in the direction the select had when it was made (a `dir` changed later does not help), so after
  // a switch from Arabic to English it showed "24:00) end of day(" until the page was loaded again.
  const direction = directionOf(useLanguage());
  return (
    <select
      key={direction}
      className="native-field"
      aria-label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      style={style}
    >
      {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

interface SearchProps {
  label: string;
  placeholder: string;
  buttonLabel: string;
  /** The search in force: typing changes nothing until Enter or the button; emptying the box clears it. */
  value: string | undefined;
  onSearch: (value: string | undefined) => void;
  style?: CSSProperties;
}

export function SearchBox({ label, placeholder, buttonLabel, value, onSearch, style }: SearchProps) {
  return (
    <form
      role="search"
      className="search-box"
      style={style}
      onSubmit={(event) => {
        event.preventDefault();
        const text = new FormData(event.currentTarget).get('q');
        onSearch(typeof text === 'string' && text.trim() ? text.trim() : undefined);
      }}
    >
      <input
        // A new search from elsewhere (the clear button, a link) shows in the box.
        key={value}
        type="search"
        name="q"
        className="native-field"
        aria-label={label}
        placeholder={placeholder}
        defaultValue={value}
        onChange={(event) => {
          if (event.target.value === '' && value) onSearch(undefined);
        }}
      />
      <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />} aria-label={buttonLabel} />
    </form>
  );
}
