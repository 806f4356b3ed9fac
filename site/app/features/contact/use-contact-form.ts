import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DEFAULT_URGENCY } from '@shared/constants';
import { useToast } from '@/components/toast';
import { SERVICE_WORDS } from '@shared/service-words';
import { useLanguage } from '@/lib/language';
import { typedValues } from '@/lib/typed-before-hydration';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FORM_ANSWERS, FORM_PAGE_FIELD, formAnswerId, type FormAnswer } from '@shared/contact-form-post';
import { submitContact } from './api/submit-contact';
import { checkBeforeSending } from './check-before-sending';
import type { ContactFields } from './form-fields';
import type { CheckedField, FieldProblems } from './validate-contact';

const EMPTY: ContactFields = {
  name: '',
  phone: '',
  email: '',
  preferredTime: '',
  service: '',
  urgency: DEFAULT_URGENCY,
  message: '',
};

/** The fields of the form a visitor filled in before the page hydrated (see lib/typed-before-hydration). */
function typedFields(form: HTMLFormElement | null): { fields: Partial<ContactFields>; honeypot: string } {
  const { website = '', ...typed } = typedValues(form);
  const fields = Object.fromEntries(Object.entries(typed).filter(([key]) => key in EMPTY)) as Partial<ContactFields>;
  return { fields, honeypot: website };
}

/** The page a natively posted form comes back to: this one, as the server knows it. */
function useFormPage(): string {
  const { pathname } = useLocation();
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Toasts of one sending replace each other: "sending…" gives way to the answer. */
const TOAST_FLOW = 'contact-form';

/**
 * The contact form's state and its sending: what was typed (also before the page's code ran), each
 * field's problem, the honeypot and the time the form was open (spam signals), and the toasts.
 * `fieldId` names a field's element, to move focus to the first problem.
 */
export function useContactForm(variant: 'short' | 'full', fieldId: (name: string) => string) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const toast = useToast();
  const page = useFormPage();
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const [sending, setSending] = useState(false);
  // Until the page's code runs the form is a plain one, posted by the browser (see contact-form.tsx).
  const [ready, setReady] = useState(false);
  const [problems, setProblems] = useState<FieldProblems>({});
  // The toast leaves after a few seconds; this line stays where the form is until the next message.
  // Also the answer a natively posted form came back with (the address's fragment).
  const [answer, setAnswer] = useState<FormAnswer | null>(null);
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
    setAnswer(FORM_ANSWERS.find((kind) => window.location.hash === `#${formAnswerId(kind)}`) ?? null);
    // From now on the page checks the fields itself, with messages in its language.
    if (formRef.current) formRef.current.noValidate = true;
    setReady(true);
  }, []);
  const full = variant === 'full';

  const set = <K extends keyof ContactFields>(key: K, value: ContactFields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    setAnswer(null);
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
      document.getElementById(fieldId(firstProblem))?.focus();
      if (found.name === 'required' || found.phone === 'required') toast('error', t('toast.required'), TOAST_FLOW);
      return;
    }
    setSending(true);
    toast('info', t('toast.sending'), TOAST_FLOW);
    const result = await submitContact(
      {
        ...payload,
        website: honeypot,
        elapsedMs: Math.round(performance.now() - openedAt.current),
        // Which page's form: the office's figures count messages by page (as the plain form posts it).
        [FORM_PAGE_FIELD]: page,
      },
      lang,
    );
    setSending(false);
    if (result.ok) {
      toast('success', full ? t('toast.savedContact') : t('toast.savedHome'), TOAST_FLOW);
      setFields(EMPTY);
      setAnswer('sent');
      openedAt.current = performance.now();
    } else {
      toast('error', t('toast.failed') + result.error, TOAST_FLOW);
    }
  };

  return { formRef, page, fields, set, problems, honeypot, setHoneypot, sending, ready, answer, onSubmit };
}
