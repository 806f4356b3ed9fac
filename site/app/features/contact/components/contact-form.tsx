import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CATEGORIES, DEFAULT_URGENCY, URGENCIES, type Category, type Urgency } from '@shared/constants';
import { useToast } from '@/components/toast';
import { SERVICE_WORDS } from '@/content/service-words';
import { submitContact } from '@/features/contact/api/submit-contact';
import { useLanguage, useT } from '@/lib/language';

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
const URGENCY_KEYS = {
  normal: 'form.urgencyNormal',
  urgent: 'form.urgencyUrgent',
  emergency: 'form.urgencyEmergency',
} as const;

/**
 * The public contact form (SPEC.md §5, §8). `short` (home page) has name, phone, service and message
 * and sends email and preferredTime empty with urgency normal; `full` (contact page) adds email,
 * preferred time and urgency.
 */
export function ContactForm({ variant }: { variant: 'short' | 'full' }) {
  const t = useT();
  const lang = useLanguage();
  const toast = useToast();
  const id = useId();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [sending, setSending] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  // When the form appeared: a message sent faster than a person can type is kept aside as spam.
  const openedAt = useRef(0);
  useEffect(() => {
    openedAt.current = performance.now();
  }, []);
  const full = variant === 'full';

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Re-checked here: native `required` accepts a value of spaces.
    if (!fields.name.trim() || !fields.phone.trim()) {
      toast('error', t('toast.required'));
      return;
    }
    setSending(true);
    toast('info', t('toast.sending'));
    const result = await submitContact(
      {
        name: fields.name.trim(),
        phone: fields.phone.trim(),
        service: fields.service ? SERVICE_WORDS[lang][fields.service] : '',
        message: fields.message,
        email: full ? fields.email.trim() : '',
        preferredTime: full ? fields.preferredTime : '',
        urgency: full ? fields.urgency : DEFAULT_URGENCY,
        website: honeypot,
        elapsedMs: Math.round(performance.now() - openedAt.current),
      },
      lang,
    );
    setSending(false);
    if (result.ok) {
      toast('success', full ? t('toast.savedContact') : t('toast.savedHome'));
      setFields(EMPTY);
      openedAt.current = performance.now();
    } else {
      toast('error', t('toast.failed') + result.error);
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

  return (
    <form className="contact-form" onSubmit={onSubmit} data-variant={variant} aria-busy={sending}>
      <div className="form-row">
        <div className="field">
          {label('name', t('form.name'), true)}
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            required
            value={fields.name}
            onChange={(e) => set('name', e.target.value)}
          />
        </div>
        <div className="field">
          {label('phone', t('form.phone'), true)}
          <input
            id={`${id}-phone`}
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
        </div>
      </div>
      {full ? (
        <div className="form-row">
          <div className="field">
            {label('email', t('form.email'))}
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              dir="ltr"
              value={fields.email}
              onChange={(e) => set('email', e.target.value)}
            />
          </div>
          <div className="field">
            {label('time', t('form.preferredTime'))}
            <input
              id={`${id}-time`}
              name="preferredTime"
              placeholder={t('form.preferredTimePlaceholder')}
              value={fields.preferredTime}
              onChange={(e) => set('preferredTime', e.target.value)}
            />
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
          name="message"
          rows={4}
          placeholder={t('form.messagePlaceholder')}
          value={fields.message}
          onChange={(e) => set('message', e.target.value)}
        />
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
      <button type="submit" className="button button-primary" disabled={sending}>
        {sending ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  );
}
