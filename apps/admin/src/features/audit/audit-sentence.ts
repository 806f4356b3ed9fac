import type { TFunction } from 'i18next';
import type { AuditEntry } from '@shared/schemas';
import { isolated } from '../../lib/bidi';
import './text';

/**
 * One entry as a sentence built from its data, in the admin's language: "حذف سارة رسالة من محمد العتيبي".
 * Names, labels and e-mails are isolated in their own direction (a Latin name in an Arabic sentence).
 */
export function auditSentence(e: AuditEntry, t: TFunction): string {
  const who =
    e.actor.kind === 'admin'
      ? e.actor.name || e.actor.email
      : e.actor.kind === 'visitor'
        ? t('audit.visitor')
        : t('audit.system');
  const d = e.details;
  const values = {
    who: isolated(who),
    what: isolated(e.target?.label ?? ''),
    email: isolated(String(d.email ?? '')),
    passkey: isolated(String(d.passkey ?? '')),
  };
  switch (e.action) {
    case 'signin.failed':
      return t(
        d.reason === 'disabled' ? 'audit.sentences.signin.failedDisabled' : 'audit.sentences.signin.failed',
        values,
      );
    case 'session.ended':
      return t(
        d.because
          ? 'audit.sentences.session.endedBecause'
          : d.others
            ? 'audit.sentences.session.endedOthers'
            : 'audit.sentences.session.ended',
        values,
      );
    case 'mfa.failed':
      return t(d.method === 'passkey' ? 'audit.sentences.mfa.failedPasskey' : 'audit.sentences.mfa.failed', values);
    case 'contact.created':
      return t(
        e.actor.kind === 'visitor' ? 'audit.sentences.contact.createdByVisitor' : 'audit.sentences.contact.created',
        values,
      );
    case 'demo.removed': {
      // How many of each went (zeros for an entry that names none).
      const removed = (d.removed ?? {}) as Record<string, unknown>;
      const count = (kind: string) => String(Number(removed[kind] ?? 0));
      const counts = Object.fromEntries(['messages', 'visits', 'customers', 'portfolio'].map((k) => [k, count(k)]));
      return t('audit.sentences.demo.removed', { ...values, ...counts });
    }
    default:
      // Every other action has one sentence under its own name (a new action without one shows its name).
      return t(`audit.sentences.${e.action}`, { ...values, defaultValue: e.action });
  }
}
