import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import '../text';

interface Props {
  min: number;
  max: number;
  /** Given by the form's item. */
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
}

/**
 * A number of hours in half hours, written as a person writes it ("4", "2.5", not "4.0") with its
 * unit after it by the language's plural rules ("4 ساعات", "24 ساعة", "1 hour"). No arrows: antd
 * names them in English ("Increase Value") for screen readers, whatever the language.
 */
export function HoursField({ min, max, value, onChange, id }: Props) {
  const { t } = useTranslation();
  return (
    <InputNumber<number>
      id={id}
      value={value}
      onChange={onChange}
      controls={false}
      min={min}
      max={max}
      step={0.5}
      // While typing, what is typed ("2." on the way to "2.5"); otherwise the number without ".0".
      formatter={(shown, { userTyping, input }) =>
        userTyping ? input : shown === undefined ? '' : String(Number(shown))
      }
      suffix={t('bookingSettings.hours', { count: value ?? 0 })}
      style={{ inlineSize: '100%' }}
    />
  );
}
