import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Flex, Form, Input } from 'antd';
import { CATEGORIES } from '@shared/constants';
import { LIMITS } from '@shared/schemas';
import { NativeSelect } from '@/components/native-fields';
import { useTranslation } from 'react-i18next';
import '../text';

/** Saudi weeks start on Saturday (6); the settings number days from Sunday (0). */
const WEEK = [6, 0, 1, 2, 3, 4, 5] as const;
/** A team's hours, on the 24-hour clock every time in the admin is written on. */
const HALF_HOURS = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

/** One team of the booking settings' list: its name, hours, services and working days. */
export function TeamFields({ name, onRemove, removable }: { name: number; onRemove(): void; removable: boolean }) {
  const { t } = useTranslation();
  const required = [{ required: true, message: t('bookingSettings.required') }];
  // A rule of its own, not `required`: antd would set aria-required on the checkboxes' group, which
  // is not a form control (axe: aria-allowed-attr).
  const someChecked = [
    {
      validator: (_: unknown, value: unknown[] | undefined) =>
        value?.length ? Promise.resolve() : Promise.reject(new Error(t('bookingSettings.required'))),
    },
  ];
  return (
    <Card size="small" style={{ marginBlockEnd: 12 }}>
      <Flex gap={12} align="end" wrap>
        <Form.Item
          name={[name, 'name']}
          label={t('bookingSettings.teams.name')}
          rules={[{ ...required[0], whitespace: true }]}
          style={{ flex: '1 1 14rem' }}
        >
          <Input dir="auto" maxLength={LIMITS.name} />
        </Form.Item>
        <Form.Item name={[name, 'from']} label={t('bookingSettings.teams.from')}>
          <NativeSelect
            label={t('bookingSettings.teams.from')}
            value={undefined}
            onChange={() => {}}
            options={HALF_HOURS.map((h) => ({ value: h, label: h }))}
          />
        </Form.Item>
        <Form.Item name={[name, 'to']} label={t('bookingSettings.teams.to')}>
          <NativeSelect
            label={t('bookingSettings.teams.to')}
            value={undefined}
            onChange={() => {}}
            options={[
              ...HALF_HOURS.slice(1).map((h) => ({ value: h, label: h })),
              { value: '24:00', label: t('bookingSettings.teams.endOfDay') },
            ]}
          />
        </Form.Item>
        {removable ? (
          <Form.Item>
            <Button danger icon={<DeleteOutlined aria-hidden />} onClick={onRemove}>
              {t('bookingSettings.teams.remove')}
            </Button>
          </Form.Item>
        ) : null}
      </Flex>
      <Form.Item name={[name, 'services']} label={t('bookingSettings.teams.services')} rules={someChecked}>
        <Checkbox.Group options={CATEGORIES.map((key) => ({ value: key, label: t(`categories.${key}`) }))} />
      </Form.Item>
      <Form.Item
        name={[name, 'days']}
        label={t('bookingSettings.teams.days')}
        rules={someChecked}
        style={{ marginBlockEnd: 0 }}
      >
        <Checkbox.Group options={WEEK.map((day) => ({ value: day, label: t(`bookingSettings.days.d${day}`) }))} />
      </Form.Item>
    </Card>
  );
}
