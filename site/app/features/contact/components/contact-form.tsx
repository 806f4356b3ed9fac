import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CATEGORIES, DEFAULT_URGENCY, URGENCIES, type Category, type Urgency } from '@shared/constants';
import type { ContactSubmitInput } from '@shared/schemas';
import { useToast } from '@/components/toast';
import { SERVICE_WORDS } from '@/content/service-words';
import { submitContact } from '@/features/contact/api/submit-contact';
import type { CheckedField, FieldProblems } from '@/features/contact/validate-contact';
import { useLanguage } from '@/lib/language';
import { typedValues } from '@/lib/typed-before-hydration';
import { useTranslation } from 'react-i18next';

interface Fields {
  name: string;
  phone: string;
  email: string;
  service: Category | '';
  preferredTime: string;
  urgency: Urgency;
  message: string;
}

const EMPTY: Fields = {
  name: '',
  phone: '',
  email: '',
  service: '',
  preferredTime: '',
  urgency: DEFAULT_URGENCY,
  message: '',
};
/** The fields of the form a visitor filled in before the page hydrated (see lib/typed-before-hydration). */
function typedFields(form: HTMLFormElement | null): { fields: Partial<Fields>; honeypot: string } {
  const { website = '', ...typed } = typedValues(form);
  const fields = Object.fromEntries(Object.entries(typed).filter(([key]) => key in EMPTY)) as Partial<Fields>;
  return { fields, honeypot: website };
}

/** Toasts of one sending replace each other: "sending…" gives way to the answer. */
const TOAST_FLOW = 'contact-form';
/** Locale keys of the problems the shared schema names by code; anything else reads "invalid". */
const PROBLEM_KEYS = {
  required: 'form.problems.required',
  invalid_phone: 'form.problems.invalidPhone',
  invalid_email: 'form.problems.invalidEmail',
  too_long: 'form.problems.tooLong',
  control_character: 'form.problems.controlCharacter',
  control_character_multiline: 'form.problems.controlCharacterMultiline',
  unpaired_surrogate: 'form.problems.unpairedSurrogate',
} as const;
function problemKey(code: string) {
  return PROBLEM_KEYS[code as keyof typeof PROBLEM_KEYS] ?? 'form.problems.invalid';
}
const URGENCY_KEYS = {
  normal: 'form.urgencyNormal',
  urgent: 'form.urgencyUrgent',
  emergency: 'form.urgencyEmergency',
} as const;

/** The shared schema (zod) loads when a visitor starts filling the form, not with the page. */
let checker: Promise<typeof import('@/features/contact/validate-contact')> | undefined;
function loadChecker() {
  checker ??= import('@/features/contact/validate-contact').catch((error: unknown) => {
    checker = undefined; // try again on the next submit
    throw error;
  });
  return checker;
}
function preloadChecker() {
  loadChecker().catch(() => undefined);
}

/**
 * Problems of the payload by field. Name and phone are always checked; the full rule comes from the
 * shared schema, and when that cannot load (connection lost) the server still refuses what it must.
 */
async function checkBeforeSending(payload: ContactSubmitInput): Promise<FieldProblems> {
  const required: FieldProblems = {};
  if (!payload.name) required.name = 'required';
  if (!payload.phone) required.phone = 'required';
  try {
    return { ...(await loadChecker()).checkContact(payload), ...required };
  } catch {
    return required;
  }
}

/**
 * The public contact form: name and phone required. `short` (home page) has name, phone, service and message
 * and sends email and preferredTime empty with urgency normal; `full` (contact page) adds email,
 * preferred time and urgency.
 */
export function ContactForm({ variant }: { variant: 'short' | 'full' }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const toast = useToast();
  const id = useId();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [sending, setSending] = useState(false);
  // The prerendered button stays disabled until the page's code runs: a send before that would be
  // the browser's own form submission, which drops the message and puts its fields in the address.
  const [ready, setReady] = useState(false);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [honeypot, setHoneypot] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  // When the form appeared: a message sent faster than a person can type is kept aside as spam.
  const openedAt = useRef(0);
  useEffect(() => {
    // What a visitor typed before the page's code ran is theirs: take it over rather than lose it,
    // and count their filling time from when the page arrived.
    const typed = typedFields(formRef.current);
    const typedBefore = Object.keys(typed.fields).length > 0;
    setFields((current) => ({ ...current, ...typed.fields }));
    if (typed.honeypot) setHoneypot(typed.honeypot);
    openedAt.current = typedBefore ? 0 : performance.now();
    setReady(true);
  }, []);
  const full = variant === 'full';

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    setProblems((current) => (key in current ? { ...current, [key]: undefined } : current));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = {
      name: fields.name.trim(),
      phone: fields.phone.trim(),
      service: fields.service ? SERVICE_WORDS[lang][fields.service] : '',
      message: fields.message,
      email: full ? fields.email.trim() : '',
      preferredTime: full ? fields.preferredTime : '',
      urgency: full ? fields.urgency : DEFAULT_URGENCY,
    };
    // Checked here with the server's own schema (native `required` accepts a value of spaces, and the
    // form is noValidate so that every message is in the page's language, not the browser's).
    const found = await checkBeforeSending(payload);
    setProblems(found);
    const firstProblem = Object.keys(found)[0] as CheckedField | undefined;
    if (firstProblem) {
      document.getElementById(`${id}-${firstProblem}`)?.focus();
      if (found.name === 'required' || found.phone === 'required') toast('error', t('toast.required'), TOAST_FLOW);
      return;
    }
    setSending(true);
    toast('info', t('toast.sending'), TOAST_FLOW);
    const result = await submitContact(
      { ...payload, website: honeypot, elapsedMs: Math.round(performance.now() - openedAt.current) },
      lang,
    );
    setSending(false);
    if (result.ok) {
      toast('success', full ? t('toast.savedContact') : t('toast.savedHome'), TOAST_FLOW);
      setFields(EMPTY);
      openedAt.current = performance.now();
    } else {
      toast('error', t('toast.failed') + result.error, TOAST_FLOW);
    }
  };

  const label = (key: string, text: string, required = false) => (
    <label htmlFor={`${id}-${key}`}>
      {text}
      {required ? (
        <span className="required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );

  /** Props that tie a field to its problem text (read out with the field, marked invalid). */
  const problemProps = (key: CheckedField) =>
    problems[key]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${key}-problem` }
      : { 'aria-invalid': undefined, 'aria-describedby': undefined };
  const problem = (key: CheckedField) => {
    const code = problems[key];
    if (!code) return null;
    return (
      <p className="field-problem" id={`${id}-${key}-problem`}>
        {t(problemKey(code))}
      </p>
    );
  };

  return (
    <form
      ref={formRef}
      className="contact-form"
      onSubmit={onSubmit}
      onFocus={preloadChecker}
      data-variant={variant}
      aria-busy={sending}
      noValidate
    >
      <div className="form-row">
        <div className="field">
          {label('name', t('form.name'), true)}
          <input
            id={`${id}-name`}
            {...problemProps('name')}
            name="name"
            autoComplete="name"
            required
            value={fields.name}
            onChange={(e) => set('name', e.target.value)}
          />
          {problem('name')}
        </div>
        <div className="field">
          {label('phone', t('form.phone'), true)}
          <input
            id={`${id}-phone`}
            {...problemProps('phone')}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            placeholder="05xxxxxxxx"
            required
            value={fields.phone}
            onChange={(e) => set('phone', e.target.value)}
          />
          {problem('phone')}
        </div>
      </div>
      {full ? (
        <div className="form-row">
          <div className="field">
            {label('email', t('form.email'))}
            <input
              id={`${id}-email`}
              {...problemProps('email')}
              name="email"
              type="email"
              autoComplete="email"
              dir="ltr"
              value={fields.email}
              onChange={(e) => set('email', e.target.value)}
            />
            {problem('email')}
          </div>
          <div className="field">
            {label('preferredTime', t('form.preferredTime'))}
            <input
              id={`${id}-preferredTime`}
              {...problemProps('preferredTime')}
              name="preferredTime"
              placeholder={t('form.preferredTimePlaceholder')}
              value={fields.preferredTime}
              onChange={(e) => set('preferredTime', e.target.value)}
            />
            {problem('preferredTime')}
          </div>
        </div>
      ) : null}
      <div className="form-row">
        <div className="field">
          {label('service', t('form.service'))}
          <select
            id={`${id}-service`}
            name="service"
            value={fields.service}
            onChange={(e) => set('service', e.target.value as Category | '')}
          >
            <option value="">{t('form.serviceNone')}</option>
            {CATEGORIES.map((slug) => (
              <option key={slug} value={slug}>
                {t(`services.${slug}`)}
              </option>
            ))}
          </select>
        </div>
        {full ? (
          <div className="field">
            {label('urgency', t('form.urgency'))}
            <select
              id={`${id}-urgency`}
              name="urgency"
              value={fields.urgency}
              onChange={(e) => set('urgency', e.target.value as Urgency)}
            >
              {URGENCIES.map((value) => (
                <option key={value} value={value}>
                  {t(URGENCY_KEYS[value])}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <div className="field">
        {label('message', t('form.message'))}
        <textarea
          id={`${id}-message`}
          {...problemProps('message')}
          name="message"
          rows={4}
          placeholder={t('form.messagePlaceholder')}
          value={fields.message}
          onChange={(e) => set('message', e.target.value)}
        />
        {problem('message')}
      </div>
      {/* Honeypot: off-screen and out of the tab order and accessibility tree; only bots fill it. */}
      <div className="form-honeypot" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('form.honeypot')}</label>
        <input
          id={`${id}-website`}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>
      <button type="submit" className="button button-primary" disabled={sending || !ready}>
        {sending ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  );
}
