import type { InputHTMLAttributes } from 'react';
import type { ParseKeys } from 'i18next';
import { CATEGORIES, URGENCIES, type Category, type Urgency } from '@shared/constants';

/** What a visitor fills in, by the names the contact call takes. */
export interface ContactFields {
  name: string;
  phone: string;
  email: string;
  preferredTime: string;
  service: Category | '';
  urgency: Urgency;
  message: string;
}
export type FieldName = keyof ContactFields;

export interface FieldSpec {
  name: FieldName;
  label: ParseKeys;
  control: 'input' | 'select' | 'textarea';
  required?: true;
  /** Only in the contact page's full form; the home page's short form sends it empty (urgency normal). */
  fullOnly?: true;
  /** The control's own attributes: its type, keyboard, autofill, direction, a format hint. */
  attributes?: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'autoComplete' | 'dir' | 'placeholder'
  >;
  placeholder?: ParseKeys;
  options?: readonly { value: string; label: ParseKeys }[];
}

const URGENCY_LABELS = {
  normal: 'form.urgencyNormal',
  urgent: 'form.urgencyUrgent',
  emergency: 'form.urgencyEmergency',
} as const satisfies Record<Urgency, ParseKeys>;

/**
 * The public contact form, one description: its rows of fields in order (a row of two sits side by
 * side on wide screens; the message is a row of its own, full width). The form draws each field from
 * here; which fields the short form leaves out is `fullOnly`.
 */
export const FORM_ROWS: readonly (readonly FieldSpec[])[] = [
  [
    { name: 'name', label: 'form.name', control: 'input', required: true, attributes: { autoComplete: 'name' } },
    {
      name: 'phone',
      label: 'form.phone',
      control: 'input',
      required: true,
      attributes: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', dir: 'ltr', placeholder: '05xxxxxxxx' },
    },
  ],
  [
    {
      name: 'email',
      label: 'form.email',
      control: 'input',
      fullOnly: true,
      attributes: { type: 'email', autoComplete: 'email', dir: 'ltr' },
    },
    {
      name: 'preferredTime',
      label: 'form.preferredTime',
      control: 'input',
      fullOnly: true,
      placeholder: 'form.preferredTimePlaceholder',
    },
  ],
  [
    {
      name: 'service',
      label: 'form.service',
      control: 'select',
      options: [
        { value: '', label: 'form.serviceNone' },
        ...CATEGORIES.map((slug) => ({ value: slug, label: `services.${slug}` as const })),
      ],
    },
    {
      name: 'urgency',
      label: 'form.urgency',
      control: 'select',
      fullOnly: true,
      options: URGENCIES.map((value) => ({ value, label: URGENCY_LABELS[value] })),
    },
  ],
  [{ name: 'message', label: 'form.message', control: 'textarea', placeholder: 'form.messagePlaceholder' }],
];
