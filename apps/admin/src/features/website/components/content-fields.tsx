import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useContext, type ChangeEvent, type ReactNode } from 'react';
import type { ChoiceField, ContentField, GroupField, NumberField, TextField } from '@shared/content/fields';
import type { Language } from '@shared/constants';
import { ltrInput, ltrTextArea, rtlInput, rtlTextArea } from '@/lib/ltr';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { ContentList, type FieldName } from './content-list';
import { foldKey, FoldsContext } from './folds';
import '../text';

interface Props<F extends ContentField = ContentField> {
  field: F;
  name: FieldName;
}

/**
 * A section's form drawn from the description of its fields (shared/content/fields.ts): texts in
 * Arabic and English side by side, each in its own direction; numbers with their unit; lists that
 * grow, shrink and reorder; long groups folded.
 */
export function ContentFields({ field, name }: Props) {
  switch (field.kind) {
    case 'group':
      return <GroupFields field={field} name={name} />;
    case 'list':
      return <ContentList field={field} name={name} renderFields={renderFields} />;
    case 'text':
      return <TextFields field={field} name={name} />;
    case 'number':
      return <NumberFieldItem field={field} name={name} />;
    case 'choice':
      return <ChoiceFieldItem field={field} name={name} />;
  }
}

/** A list's entries are fields in turn: the list draws them with this (content-list.tsx imports nothing back). */
function renderFields(field: ContentField, name: FieldName) {
  return <ContentFields field={field} name={name} />;
}

function GroupFields({ field, name }: Props<GroupField>) {
  const lang = currentLanguage();
  const fields = Object.entries(field.fields).map(([key, inner]) => (
    <ContentFields key={key} field={inner} name={[...name, key]} />
  ));
  // The section itself, and an entry of a list (its card has the title): no heading of their own.
  if (name.length === 0 || typeof name.at(-1) === 'number') return <>{fields}</>;
  if (field.folded)
    return (
      <Fold name={name} label={field.label[lang]}>
        {fields}
      </Fold>
    );
  return (
    <fieldset className="content-group">
      <legend>{field.label[lang]}</legend>
      {fields}
    </fieldset>
  );
}

/** The value and onChange of its Form.Item pass through to the input (antd gives them to the direct child). */
interface TextInputProps {
  field: TextField;
  lang: Language;
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  id?: string;
}

/**
 * Past its limit a field turns red (a long text shows its count), and typing is not cut off: the
 * check says why it cannot be saved.
 */
/** A long group, folded: its fields are drawn while it is open (./folds.ts). */
function Fold({ name, label, children }: { name: FieldName; label: string; children: ReactNode }) {
  const folds = useContext(FoldsContext);
  const key = foldKey(name);
  const open = folds.open.has(key);
  return (
    <details className="content-fold" open={open} onToggle={(event) => folds.toggle(key, event.currentTarget.open)}>
      <summary>{label}</summary>
      {open ? <div className="content-fold-body">{children}</div> : null}
    </details>
  );
}

function TextInput({ field, lang, ...bound }: TextInputProps) {
  const direction = lang === 'ar' ? 'rtl' : 'ltr';
  return field.multiline ? (
    <Input.TextArea
      {...bound}
      autoSize={{ minRows: 2, maxRows: 8 }}
      dir={direction}
      lang={lang}
      count={{ show: true, max: field.max }}
      styles={lang === 'ar' ? rtlTextArea : ltrTextArea}
    />
  ) : (
    <Input
      {...bound}
      dir={direction}
      lang={lang}
      count={{ max: field.max }}
      styles={lang === 'ar' ? rtlInput : ltrInput}
    />
  );
}

function TextFields({ field, name }: Props<TextField>) {
  const { t } = useTranslation();
  const label = field.label[currentLanguage()];
  if (field.languages === 'ar') {
    return (
      <Form.Item name={name} label={label} required>
        <TextInput field={field} lang="ar" />
      </Form.Item>
    );
  }
  return (
    <Row gutter={16}>
      {(['ar', 'en'] as const).map((lang) => (
        <Col xs={24} md={12} key={lang}>
          <Form.Item
            name={[...name, lang]}
            label={`${label} (${t(lang === 'ar' ? 'website.arabic' : 'website.english')})`}
            required
          >
            <TextInput field={field} lang={lang} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}

function NumberFieldItem({ field, name }: Props<NumberField>) {
  const lang = currentLanguage();
  return (
    <Form.Item name={name} label={field.label[lang]} required={!field.optional}>
      {/* No min, max or rounding here: a number out of bounds gets its reason, not a silent change. */}
      <InputNumber
        controls={false}
        inputMode="numeric"
        suffix={field.unit?.[lang]}
        style={{ inlineSize: '100%', maxInlineSize: 220 }}
      />
    </Form.Item>
  );
}

function ChoiceFieldItem({ field, name }: Props<ChoiceField>) {
  const lang = currentLanguage();
  return (
    <Form.Item name={name} label={field.label[lang]} required>
      <Select
        options={field.options.map((option) => ({ value: option.value, label: option.label[lang] }))}
        style={{ maxInlineSize: 220 }}
      />
    </Form.Item>
  );
}
