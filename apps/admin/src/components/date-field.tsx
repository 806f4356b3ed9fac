import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { PICKER_DATE_FORMATS } from '@/lib/format';

interface Props {
  label: string;
  /** YYYY-MM-DD, as the URL and the API carry it. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  style?: CSSProperties;
}

/**
 * A date filter with its label beside it, in the person's admin language (antd's picker follows the
 * admin's locale and direction; the browser's own date field follows the browser's, "mm/dd/yyyy" in
 * an Arabic admin on an English system). Loaded when a screen first draws one (components/lazy-date-field.tsx).
 */
export default function DateField({ label, value, onChange, style }: Props) {
  const { t } = useTranslation();
  return (
    <label className="native-labelled" style={style}>
      <span>{label}</span>
      <DatePicker
        value={value ? dayjs(value) : null}
        onChange={(date) => onChange(date ? date.format('YYYY-MM-DD') : undefined)}
        format={PICKER_DATE_FORMATS}
        placeholder={t('common.datePlaceholder')}
        className="date-field"
      />
    </label>
  );
}
