import { AutoComplete, Col, DatePicker, Form, Input, InputNumber, Row, Select, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { CATEGORIES, MAX_VISIT_PRICE_SAR, VISIT_PRIORITIES, VISIT_STATUSES } from '@shared/constants';
import { LIMITS } from '@shared/schemas/fields';
import { PICKER_DATE_FORMATS, PICKER_TIME_FORMAT } from '@/lib/format';
import { useKnownTeams } from '@/lib/visits/visits-api';
import { useTranslation } from 'react-i18next';
import { PastVisitNote } from './past-visit';
import { RequestField, type RequestChoice } from './request-field';

/** The form keeps a time as the API does ("09:00"); the picker works on a day's moment. */
const timeItem = {
  getValueProps: (text: string | undefined) => ({
    value: text
      ? dayjs()
          .hour(Number(text.slice(0, 2)))
          .minute(Number(text.slice(3, 5)))
          .second(0)
      : null,
  }),
  normalize: (moment: Dayjs | null) => (moment ? moment.format(PICKER_TIME_FORMAT) : ''),
};

interface TimeFieldProps {
  value?: Dayjs | null;
  onChange?: (moment: Dayjs | null) => void;
}

/**
 * A time on the office's 24-hour clock ("09:00" in both languages; the browser's own field said
 * "09:00 AM"). A time typed in counts as soon as it reads as one, so Save right after typing saves it
 * (the picker alone would wait for Enter or for the box to lose focus).
 */
function TimeField(props: TimeFieldProps) {
  const { t } = useTranslation();
  return (
    <TimePicker
      {...props}
      onCalendarChange={(moment) => props.onChange?.(Array.isArray(moment) ? null : (moment as Dayjs | null))}
      format={PICKER_TIME_FORMAT}
      minuteStep={5}
      needConfirm={false}
      showNow={false}
      placeholder={t('common.timePlaceholder')}
      style={{ inlineSize: '100%' }}
    />
  );
}

/**
 * The visit form's fields: which request (when there is a choice), the Saudi day and window, where,
 * what, who, the price, priority, status and notes. Typed text keeps its own direction.
 */
export function VisitFormFields({ requests }: { requests?: RequestChoice[] | 'search' }) {
  const { t } = useTranslation();
  const teams = useKnownTeams();
  const label = (field: FieldName) => t(`visit.fields.${field}`);
  return (
    <>
      {requests ? (
        <Form.Item name="contact_id" label={label('contact_id')} required>
          <RequestField choices={requests} />
        </Form.Item>
      ) : null}
      <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 8 }}>
        {t('visit.saudiTime')}
      </Typography.Paragraph>
      <Row gutter={12}>
        <Col xs={24} sm={10}>
          <Form.Item name="date" label={label('date')} required>
            <DatePicker
              format={PICKER_DATE_FORMATS}
              placeholder={t('common.datePlaceholder')}
              style={{ inlineSize: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={7}>
          <Form.Item name="from" label={label('from')} required {...timeItem}>
            <TimeField />
          </Form.Item>
        </Col>
        <Col xs={12} sm={7}>
          <Form.Item name="to" label={label('to')} required {...timeItem}>
            <TimeField />
          </Form.Item>
        </Col>
      </Row>
      <PastVisitNote />
      <Row gutter={12}>
        <Col xs={24} sm={14}>
          <Form.Item name="address" label={label('address')} required>
            <Input maxLength={LIMITS.location} dir="auto" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={10}>
          <Form.Item name="district" label={label('district')}>
            <Input maxLength={LIMITS.location} dir="auto" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="service_key" label={label('service_key')} required>
            <Select options={CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="team" label={label('team')} required>
            <AutoComplete
              options={teams.map((team) => ({ value: team }))}
              showSearch={{
                filterOption: (typed, option) => String(option?.value ?? '').includes(typed.trim()),
              }}
            >
              <Input maxLength={LIMITS.name} dir="auto" />
            </AutoComplete>
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item name="price" label={label('price')} required>
            <InputNumber
              controls={false}
              min={0}
              max={MAX_VISIT_PRICE_SAR}
              precision={0}
              style={{ inlineSize: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="priority" label={label('priority')}>
            <Select options={VISIT_PRIORITIES.map((p) => ({ value: p, label: t(`visit.priorities.${p}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="status" label={label('status')}>
            <Select options={VISIT_STATUSES.map((s) => ({ value: s, label: t(`visit.statuses.${s}`) }))} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="notes" label={label('notes')}>
        <Input.TextArea rows={3} maxLength={LIMITS.note} dir="auto" />
      </Form.Item>
    </>
  );
}

type FieldName =
  | 'contact_id'
  | 'date'
  | 'from'
  | 'to'
  | 'address'
  | 'district'
  | 'service_key'
  | 'team'
  | 'price'
  | 'priority'
  | 'status'
  | 'notes';
