import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Form, InputNumber, Row, Skeleton, Typography } from 'antd';
import { CATEGORIES, type Category } from '@shared/constants';
import type { BookingSettings, BookingTeam } from '@shared/schemas/bookings';
import { PageTitle } from '@/components/page-title';
import { useToast } from '@/components/use-toast';
import { useTranslation } from 'react-i18next';
import { useBookingSettings, useSaveBookingSettings } from '../api/booking-settings';
import { HoursField } from './hours-field';
import { TeamFields } from './team-fields';
import '../text';

/** The form's values: hours where the settings keep minutes. */
interface Values {
  teams: BookingTeam[];
  lengths: Record<Category, number>;
  horizon_days: number;
  notice_hours: number;
  hold_hours: number;
}

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

function SettingsForm({ settings }: { settings: BookingSettings }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveBookingSettings();
  return (
    <Form<Values>
      layout="vertical"
      name="booking-settings"
      initialValues={toValues(settings)}
      disabled={save.isPending}
      onFinish={(values) =>
        save.mutate(toSettings(values), { onSuccess: () => void toast.success(t('bookingSettings.saved')) })
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
                  icon={<PlusOutlined aria-hidden />}
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
                <HoursField min={0.5} max={12} />
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
              {/* No arrows: antd names them in English ("Increase Value") for screen readers. */}
              <InputNumber controls={false} min={1} max={60} precision={0} style={{ inlineSize: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="notice_hours"
              label={t('bookingSettings.rules.notice')}
              extra={t('bookingSettings.rules.noticeHint')}
              rules={[{ required: true, message: t('bookingSettings.required') }]}
            >
              <HoursField min={0} max={48} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="hold_hours"
              label={t('bookingSettings.rules.hold')}
              extra={t('bookingSettings.rules.holdHint')}
              rules={[{ required: true, message: t('bookingSettings.required') }]}
            >
              <HoursField min={0.5} max={168} />
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
