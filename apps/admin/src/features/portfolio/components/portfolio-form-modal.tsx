import { Col, DatePicker, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { CATEGORIES, DEFAULT_CATEGORY, DEFAULT_RATING, RATING_MAX, RATING_MIN, type Category } from '@shared/constants';
import {
  REQUIRED_PORTFOLIO_FIELDS,
  portfolioItemSchema,
  type PortfolioItem,
  type PortfolioItemFields,
} from '@shared/schemas';
import { FormModal } from '@/components/form-modal';
import { fieldErrors } from '@/lib/field-errors';
import { useTranslation } from 'react-i18next';
import { PICKER_DATE_FORMATS } from '@/lib/format';
import { useSavePortfolioItem } from '../api/save-portfolio-item';
import { ImageUpload } from './image-upload';
import { ltrInput, ltrTextArea } from '@/lib/ltr';
import '../text';
import { useToast } from '@/components/use-toast';

type FieldName = keyof PortfolioItemFields;
type FormValues = Omit<PortfolioItemFields, 'before_after' | 'date' | 'rating'> & {
  before_after: boolean;
  date: Dayjs | null;
  rating: number | null;
};

/** The day as the API carries it. */
const DATE_FORMAT = 'YYYY-MM-DD';

function initialValues(item: PortfolioItem | null): FormValues {
  return {
    category: item?.category ?? DEFAULT_CATEGORY,
    title_ar: item?.title_ar ?? '',
    title_en: item?.title_en ?? '',
    image: item?.image ?? '',
    before_after: item?.before_after === 1,
    date: item?.date ? dayjs(item.date, DATE_FORMAT) : dayjs(),
    location_ar: item?.location_ar ?? '',
    location_en: item?.location_en ?? '',
    description_ar: item?.description_ar ?? '',
    description_en: item?.description_en ?? '',
    testimonial_ar: item?.testimonial_ar ?? '',
    testimonial_en: item?.testimonial_en ?? '',
    client_name_ar: item?.client_name_ar ?? '',
    client_name_en: item?.client_name_en ?? '',
    rating: item?.rating ?? DEFAULT_RATING,
    duration_ar: item?.duration_ar ?? '',
    duration_en: item?.duration_en ?? '',
  };
}

/** The form's values as the API takes them: date as yyyy-mm-dd, before_after as 0|1. */
function toBody(values: FormValues) {
  return {
    ...values,
    date: values.date ? values.date.format(DATE_FORMAT) : '',
    before_after: values.before_after ? 1 : 0,
    rating: values.rating ?? undefined,
  };
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Pairs of Arabic/English text fields, shown side by side. */
const bilingual: { ar: FieldName; en: FieldName; textarea?: boolean }[] = [
  { ar: 'title_ar', en: 'title_en' },
  { ar: 'location_ar', en: 'location_en' },
  { ar: 'duration_ar', en: 'duration_en' },
  { ar: 'client_name_ar', en: 'client_name_en' },
  { ar: 'description_ar', en: 'description_en', textarea: true },
  { ar: 'testimonial_ar', en: 'testimonial_en', textarea: true },
];

interface Props {
  editing: PortfolioItem | null;
  onClose(saved?: 'added' | 'updated'): void;
}

/** Add/edit form of a portfolio item: every field of the item, all but before_after required. */
export function PortfolioFormModal({ editing, onClose }: Props) {
  const { t } = useTranslation();
  const message = useToast();
  const [form] = Form.useForm<FormValues>();
  const isEdit = editing !== null;
  const save = useSavePortfolioItem();

  function submit(values: FormValues) {
    const body = toBody(values);
    // Every field but before_after must be non-empty — "الحقل {name} مطلوب".
    const missing = REQUIRED_PORTFOLIO_FIELDS.filter((k) => isEmpty(body[k]));
    if (missing.length > 0) {
      void message.error(t('portfolio.required', { field: t(`portfolioItem.fields.${missing[0]!}`) }));
      form.setFields(
        missing.map((name) => ({
          name,
          errors: [t('portfolio.required', { field: t(`portfolioItem.fields.${name}`) })],
        })),
      );
      return;
    }
    const parsed = portfolioItemSchema.safeParse(body);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error, (field) => t(`portfolioItem.fields.${field as FieldName}`));
      form.setFields([...errors].map(([name, msg]) => ({ name: name as FieldName, errors: [msg] })));
      return;
    }
    save.mutate(
      { id: editing?.id ?? null, input: parsed.data },
      {
        onSuccess: () => {
          void message.success(isEdit ? t('portfolio.updated') : t('portfolio.added'));
          onClose(isEdit ? 'updated' : 'added');
        },
      },
    );
  }

  return (
    <FormModal<FormValues>
      form={form}
      name="portfolio-form"
      title={isEdit ? t('portfolio.editTitle') : t('portfolio.addTitle')}
      width={860}
      initialValues={initialValues(editing)}
      saving={save.isPending}
      onFinish={submit}
      onClose={() => onClose()}
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="category" label={t('portfolioItem.fields.category')} required>
            <Select<Category> options={CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="date" label={t('portfolioItem.fields.date')} required>
            <DatePicker
              format={PICKER_DATE_FORMATS}
              placeholder={t('common.datePlaceholder')}
              style={{ inlineSize: '100%' }}
              allowClear={false}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="rating" label={t('portfolioItem.fields.rating')} required>
            <InputNumber
              controls={false}
              min={RATING_MIN}
              max={RATING_MAX}
              precision={0}
              style={{ inlineSize: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="before_after" label={t('portfolioItem.fields.before_after')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="image" label={t('portfolioItem.fields.image')} required>
        <ImageUpload />
      </Form.Item>
      {bilingual.map(({ ar, en, textarea }) => (
        <Row gutter={16} key={ar}>
          <Col xs={24} md={12}>
            <Form.Item name={ar} label={t(`portfolioItem.fields.${ar}`)} required>
              {textarea ? <Input.TextArea rows={3} /> : <Input />}
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name={en} label={t(`portfolioItem.fields.${en}`)} required>
              {textarea ? (
                <Input.TextArea rows={3} dir="ltr" styles={ltrTextArea} />
              ) : (
                <Input dir="ltr" styles={ltrInput} />
              )}
            </Form.Item>
          </Col>
        </Row>
      ))}
    </FormModal>
  );
}
