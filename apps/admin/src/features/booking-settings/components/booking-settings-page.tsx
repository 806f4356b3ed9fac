import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Checkbox, Col, Flex, Form, Input, InputNumber, Row, Skeleton, Typography } from 'antd';
import { CATEGORIES, type Category } from '@shared/constants';
import type { BookingSettings, BookingTeam } from '@shared/schemas/bookings';
import { LIMITS } from '@shared/schemas';
import { NativeSelect } from '@/components/native-fields';
import { PageTitle } from '@/components/page-title';
import { useTranslation } from 'react-i18next';
import { useBookingSettings, useSaveBookingSettings } from '../api/booking-settings';
import '../text';

/** The form's values: hours where the settings keep minutes. */
interface Values {
  teams: BookingTeam[];
  lengths: Record<Category, number>;
  horizon_days: number;
  notice_hours: number;
  hold_hours: number;
}

/** Saudi weeks start on Saturday (6); the settings number days from Sunday (0). */
const WEEK = [6, 0, 1, 2, 3, 4, 5] as const;
const HALF_HOURS = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

const toValues = (s: BookingSettings): Values => ({
  teams: s.teams,
  lengths: Object.fromEntries(CATEGORIES.map((key) => [key, s.lengths[key] / 60])) as Record<Category, number>,
  horizon_days: s.horizon_days,
  notice_hours: s.notice_minutes / 60,
  hold_hours: s.hold_minutes / 60,
});
const toSettings = (v: Values): BookingSettings => ({
  teams: v.teams.map((team) => ({ ...team, name: team.name.trim() })),
  lengths: Object.fromEntries(CATEGORIES.map((key) => [key, Math.round(v.lengths[key] * 60)])) as Record<
    Category,
    number
  >,
  horizon_days: v.horizon_days,
  notice_minutes: Math.round(v.notice_hours * 60),
  hold_minutes: Math.round(v.hold_hours * 60),
});

function TeamFields({ name, onRemove, removable }: { name: number; onRemove(): void; removable: boolean }) {
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
            <Button danger icon={<DeleteOutlined />} onClick={onRemove}>
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

function SettingsForm({ settings }: { settings: BookingSettings }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSaveBookingSettings();
  const hours = (min: number, max: number, step: number) => (
    <InputNumber
      min={min}
      max={max}
      step={step}
      addonAfter={t('bookingSettings.hours')}
      style={{ inlineSize: '100%' }}
    />
  );
  return (
    <Form<Values>
      layout="vertical"
      name="booking-settings"
      initialValues={toValues(settings)}
      disabled={save.isPending}
      onFinish={(values) =>
        save.mutate(toSettings(values), { onSuccess: () => void message.success(t('bookingSettings.saved')) })
      }
    >
      <Card title={t('bookingSettings.teams.title')} style={{ marginBlockEnd: 16 }}>
        <Typography.Paragraph>{t('bookingSettings.teams.intro')}</Typography.Paragraph>
        <Form.List name="teams">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <TeamFields
                  key={field.key}
                  name={field.name}
                  removable={fields.length > 1}
                  onRemove={() => remove(field.name)}
                />
              ))}
              {fields.length < 20 ? (
                <Button
                  icon={<PlusOutlined />}
                  onClick={() =>
                    add({ name: '', services: [...CATEGORIES], days: [0, 1, 2, 3, 4, 6], from: '08:00', to: '20:00' })
                  }
                >
                  {t('bookingSettings.teams.add')}
                </Button>
              ) : null}
            </>
          )}
        </Form.List>
      </Card>
      <Card title={t('bookingSettings.lengths.title')} style={{ marginBlockEnd: 16 }}>
        <Typography.Paragraph>{t('bookingSettings.lengths.intro')}</Typography.Paragraph>
        <Row gutter={16}>
          {CATEGORIES.map((key) => (
            <Col xs={24} sm={12} md={8} key={key}>
              <Form.Item
                name={['lengths', key]}
                label={t(`categories.${key}`)}
                rules={[{ required: true, message: t('bookingSettings.required') }]}
              >
                {hours(0.5, 12, 0.5)}
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Card>
      <Card title={t('bookingSettings.rules.title')} style={{ marginBlockEnd: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="horizon_days"
              label={t('bookingSettings.rules.horizon')}
              rules={[{ required: true, message: t('bookingSettings.required') }]}
            >
              <InputNumber min={1} max={60} precision={0} style={{ inlineSize: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="notice_hours"
              label={t('bookingSettings.rules.notice')}
              extra={t('bookingSettings.rules.noticeHint')}
              rules={[{ required: true, message: t('bookingSettings.required') }]}
            >
              {hours(0, 48, 0.5)}
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="hold_hours"
              label={t('bookingSettings.rules.hold')}
              extra={t('bookingSettings.rules.holdHint')}
              rules={[{ required: true, message: t('bookingSettings.required') }]}
            >
              {hours(0.5, 168, 0.5)}
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('bookingSettings.save')}
      </Button>
    </Form>
  );
}

/**
 * The office's booking settings (managers): the teams with their services, days and hours, each
 * service's visit length, how far ahead and how soon a visitor may book, how long a request holds
 * its time. What the site offers follows at once (the server reads them on every request).
 */
export function BookingSettingsPage() {
  const { t } = useTranslation();
  const settings = useBookingSettings();
  return (
    <Flex vertical gap={16}>
      <PageTitle title={t('bookingSettings.title')} />
      <Typography.Paragraph style={{ margin: 0 }}>{t('bookingSettings.intro')}</Typography.Paragraph>
      {settings.data ? (
        <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />
      ) : (
        <Skeleton active />
      )}
    </Flex>
  );
}
