import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLIC_ROUTES } from '@shared/api/public-routes';
import { FORM_ANSWERS, FORM_PAGE_FIELD, formAnswerId } from '@shared/contact-form-post';
import { NEEDS_SCRIPTS } from '@shared/needs-scripts';
import { preloadChecker } from '../check-before-sending';
import { FORM_ROWS, type ContactFields, type FieldSpec } from '../form-fields';
import { useContactForm } from '../use-contact-form';
import { ContactField } from './contact-field';

/**
 * The public contact form: name and phone required. `short` (home page) has name, phone, service and message
 * and sends email and preferredTime empty with urgency normal; `full` (contact page) adds email,
 * preferred time and urgency. Its fields are described in form-fields.ts.
 */
export function ContactForm({ variant }: { variant: 'short' | 'full' }) {
  const { t } = useTranslation();
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const form = useContactForm(variant, fieldId);
  const shown = (spec: FieldSpec) => variant === 'full' || !spec.fullOnly;

  const field = (spec: FieldSpec) => (
    <ContactField
      key={spec.name}
      spec={spec}
      id={fieldId(spec.name)}
      value={form.fields[spec.name]}
      problem={(form.problems as Partial<Record<string, string>>)[spec.name]}
      onChange={(value) => form.set(spec.name, value as ContactFields[typeof spec.name])}
    />
  );

  // Without the page's scripts it is a plain form: posted to the same call, which comes back to this
  // page at the answer (shared/contact-form-post.ts). The scripts take it over once they run.
  return (
    <form
      ref={form.formRef}
      className="contact-form"
      method="post"
      action={PUBLIC_ROUTES.contactSubmit.path}
      onSubmit={form.onSubmit}
      onFocus={preloadChecker}
      data-variant={variant}
      {...NEEDS_SCRIPTS}
      data-ready={form.ready ? 'true' : undefined}
      aria-busy={form.sending}
    >
      <input type="hidden" name={FORM_PAGE_FIELD} value={form.page} />
      {FORM_ROWS.map((row) => {
        const fields = row.filter(shown);
        if (fields.length === 0) return null;
        // A field alone in its row by design (the message) takes the full width, outside a row.
        return row.length === 1 ? (
          field(fields[0]!)
        ) : (
          <div key={fields[0]!.name} className="form-row">
            {fields.map(field)}
          </div>
        );
      })}
      {/* Honeypot: off-screen and out of the tab order and accessibility tree; only bots fill it. */}
      <div className="form-honeypot" aria-hidden="true">
        <label htmlFor={fieldId('website')}>{t('form.honeypot')}</label>
        <input
          id={fieldId('website')}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={form.honeypot}
          onChange={(e) => form.setHoneypot(e.target.value)}
        />
      </div>
      {/* Quiet: the toast has already said it aloud. Shown by the page's state, or as the target of
          the address a posted form came back to (styles: .form-answer:target). */}
      {FORM_ANSWERS.map((answer) => (
        <p
          key={answer}
          id={formAnswerId(answer)}
          className={answer === 'sent' ? 'form-answer form-sent' : 'form-answer form-refused'}
          hidden={form.answer !== answer}
        >
          {answer === 'sent' ? t('form.sent') : t('toast.failed') + t(`form.answers.${answer}`)}
        </p>
      ))}
      <button type="submit" className="button button-primary" disabled={form.sending}>
        {form.sending ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  );
}
